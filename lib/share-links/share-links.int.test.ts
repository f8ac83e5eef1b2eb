import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { extractText } from "unpdf";

import { GET as adminList } from "@/app/api/admin/submissions/[id]/share-links/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { DELETE as revokeRoute } from "@/app/api/submissions/[id]/share-links/[linkId]/route";
import {
  GET as listRoute,
  POST as createRoute,
} from "@/app/api/submissions/[id]/share-links/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { GET as downloadRoute } from "@/app/share/[token]/download/[format]/route";
import { POST as passcodeRoute } from "@/app/share/[token]/passcode/route";
import { SHARE_LINKS } from "@/config/share-links";
import { db } from "@/lib/db/client";
import { auditEvents, rateLimits, reportVersions, shareLinks, submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { inventedSnapshot } from "@/lib/reports/fixture";
import { fileStore } from "@/lib/storage";
import { auditLogOf } from "@/lib/submissions/audit-log";
import { customersAndAdmin, params, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { openSharePage, type Visitor } from "./access";
import type { CreatedShareLink, ShareLinkView } from "./manage";
import { PASSCODE_COOKIE } from "./passcode";

jest.setTimeout(180_000);

let owner: Customer;
let stranger: Customer;
let admin: Customer;

const INSURER: Visitor = { ip: "203.0.113.77", userAgent: "InsurerBrowser/1.0" };

beforeAll(async () => {
  await startAuth();
  [owner, stranger, admin] = await customersAndAdmin();
});

afterAll(stopAuth);

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

async function expectRefusal(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect((await bodyOf<{ message: string }>(response)).message).toMatch(message);
}

/** A one-page PDF saying `text`, as a stored report file. */
async function storedPdf(key: string, text: string) {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText(text, {
    x: 72,
    y: 700,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  await fileStore().put(key, await document.save(), "application/pdf");
}

/** The owner's submission with `versions` published report versions (their files stored). */
async function publishedSubmission(versions = 1): Promise<string> {
  const response = await startNew(owner.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    owner.request("PATCH", `/api/submissions/${id}`, { json: { title: "The Night Ferry" } }),
    params({ id }),
  );
  for (let version = 1; version <= versions; version++) {
    const pdfKey = `reports/${id}/share-test-v${version}.pdf`;
    const xlsxKey = `reports/${id}/share-test-v${version}.xlsx`;
    await storedPdf(pdfKey, `Clearance report version ${version}`);
    await fileStore().put(
      xlsxKey,
      Buffer.from("not really a workbook"),
      "application/octet-stream",
    );
    await db()
      .insert(reportVersions)
      .values({
        submissionId: id,
        version,
        snapshot: inventedSnapshot(3),
        pdfKey,
        xlsxKey,
        publishedBy: admin.id,
        publishedAt: new Date(),
      });
  }
  if (versions > 0)
    await db().update(submissions).set({ status: "delivered" }).where(eq(submissions.id, id));
  return id;
}

const SHARE = {
  recipient_name: "Iris Okafor",
  recipient_email: "iris@insurer.example",
  recipient_organisation: "Harbour Mutual",
};

const create = (who: Customer, id: string, json: unknown) =>
  createRoute(who.request("POST", `/api/submissions/${id}/share-links`, { json }), params({ id }));

async function shared(id: string, json: Record<string, unknown> = {}) {
  const response = await create(owner, id, { ...SHARE, ...json });
  expect(response.status).toBe(201);
  const created = await bodyOf<CreatedShareLink>(response);
  return { ...created, token: created.url.split("/share/")[1]! };
}

const list = async (who: Customer, id: string) =>
  listRoute(who.request("GET", `/api/submissions/${id}/share-links`), params({ id }));

const linksOf = async (id: string) =>
  (await bodyOf<{ links: ShareLinkView[] }>(await list(owner, id))).links;

/** A request from the recipient's browser, which has no session. */
const anonymous = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  new NextRequest(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "user-agent": INSURER.userAgent,
      "x-forwarded-for": INSURER.ip,
      ...(init.json !== undefined && { "content-type": "application/json" }),
      ...(init.cookie && { cookie: init.cookie }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

const download = (token: string, format: string, cookie?: string) =>
  downloadRoute(
    anonymous(`/share/${token}/download/${format}`, { cookie }),
    params({ token, format }),
  );

const enter = (token: string, passcode: string) =>
  passcodeRoute(
    anonymous(`/share/${token}/passcode`, { method: "POST", json: { passcode } }),
    params({ token }),
  );

async function expectGone(token: string) {
  await expect(openSharePage(token, INSURER, undefined)).rejects.toEqual(
    new Problem(404, SHARE_LINKS.goneSentence),
  );
  await expectRefusal(await download(token, "pdf"), 404, SHARE_LINKS.goneSentence);
}

describe("creating, listing and revoking share links", () => {
  it("gives the owner a link, once, whose token the database never holds", async () => {
    const id = await publishedSubmission();
    const created = await shared(id, { days: 30, include_downloads: false });
    expect(created.url).toMatch(new RegExp(`^${ORIGIN}/share/[A-Za-z0-9_-]{43}$`));
    expect(created.link).toMatchObject({
      ...SHARE,
      status: "active",
      version: null,
      include_downloads: false,
      has_passcode: false,
      token_prefix: created.token.slice(0, 6),
    });
    const days = (Date.parse(created.link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await db().select().from(shareLinks).where(eq(shareLinks.id, created.link.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(await linksOf(id))).not.toContain(created.token);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, id))
      .orderBy(desc(auditEvents.createdAt));
    expect(audit).toMatchObject({ actor: owner.id, action: "share-link-created" });
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it("refuses bad input with a sentence, and a submission without a published report with 409", async () => {
    const id = await publishedSubmission();
    await expectRefusal(
      await create(owner, id, { ...SHARE, recipient_name: " " }),
      400,
      "Enter the recipient's name.",
    );
    await expectRefusal(
      await create(owner, id, { ...SHARE, recipient_email: "iris" }),
      400,
      /e-mail address/,
    );
    await expectRefusal(
      await create(owner, id, { ...SHARE, days: 91 }),
      400,
      "A link works for at most 90 days.",
    );
    await expectRefusal(await create(owner, id, { ...SHARE, days: 0 }), 400, /at least 1 day/);
    await expectRefusal(
      await create(owner, id, { ...SHARE, passcode: "12345" }),
      400,
      /at least 6 characters/,
    );
    await expectRefusal(
      await create(owner, id, { ...SHARE, version: 2 }),
      409,
      /Version 2 of this report has not been published/,
    );
    const unpublished = await publishedSubmission(0);
    await expectRefusal(
      await create(owner, unpublished, SHARE),
      409,
      "Only a published report can be shared, and this submission has none yet.",
    );
  });

  it("is the owner's alone: another customer gets 404 for every call, an admin may list", async () => {
    const id = await publishedSubmission();
    const { link } = await shared(id);
    await expectRefusal(await create(stranger, id, SHARE), 404, /does not exist or is not yours/);
    await expectRefusal(await list(stranger, id), 404, /does not exist or is not yours/);
    const revoke = revokeRoute(
      stranger.request("DELETE", `/api/submissions/${id}/share-links/${link.id}`),
      params({ id, linkId: link.id }),
    );
    await expectRefusal(await revoke, 404, /does not exist or is not yours/);
    expect((await linksOf(id))[0]!.status).toBe("active");
    const asAdmin = await adminList(
      admin.request("GET", `/api/admin/submissions/${id}/share-links`),
      params({ id }),
    );
    expect(asAdmin.status).toBe(200);
    expect(
      (await bodyOf<{ links: ShareLinkView[] }>(asAdmin)).links.map((each) => each.id),
    ).toEqual([link.id]);
    const notAdmin = await adminList(
      owner.request("GET", `/api/admin/submissions/${id}/share-links`),
      params({ id }),
    );
    expect(notAdmin.status).toBe(403);
  });

  it("stops working once revoked or expired, answering 404 with the sentence, and logs the revocation", async () => {
    const id = await publishedSubmission();
    const revoked = await shared(id);
    await expect(openSharePage(revoked.token, INSURER, undefined)).resolves.toMatchObject({
      state: "open",
    });
    const answer = await revokeRoute(
      owner.request("DELETE", `/api/submissions/${id}/share-links/${revoked.link.id}`),
      params({ id, linkId: revoked.link.id }),
    );
    expect(answer.status).toBe(200);
    expect((await bodyOf<{ link: ShareLinkView }>(answer)).link.status).toBe("revoked");
    await expectGone(revoked.token);
    const actions = (
      await db().select().from(auditEvents).where(eq(auditEvents.submissionId, id))
    ).map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(["share-link-created", "share-link-opened", "share-link-revoked"]),
    );

    // Admins read them in the submission's audit log, the link named by its first characters.
    const log = await auditLogOf({ id, ownerId: owner.id });
    const prefix = revoked.token.slice(0, 6);
    expect(log.map(({ actor, action, detail }) => ({ actor, action, detail }))).toEqual(
      expect.arrayContaining([
        {
          actor: "Customer",
          action: "Share link created",
          detail: `Iris Okafor <${SHARE.recipient_email}>`,
        },
        {
          actor: `Share link ${prefix}…`,
          action: "Share link opened",
          detail: `Iris Okafor <${SHARE.recipient_email}>`,
        },
        {
          actor: "Customer",
          action: "Share link revoked",
          detail: `Iris Okafor <${SHARE.recipient_email}>`,
        },
      ]),
    );

    const expired = await shared(id);
    await db()
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.link.id));
    await expectGone(expired.token);
    expect((await linksOf(id)).find((each) => each.id === expired.link.id)!.status).toBe("expired");

    // An unknown token and a malformed one read the same.
    await expectGone("A".repeat(43));
    await expectGone("short");
  });
});

describe("using a share link", () => {
  it("opens the latest or the fixed version, logs each opening and download, and stamps the PDF", async () => {
    const id = await publishedSubmission(2);
    const latest = await shared(id);
    const fixed = await shared(id, { version: 1, include_downloads: false });

    const opened = await openSharePage(latest.token, INSURER, undefined);
    expect(opened).toMatchObject({
      state: "open",
      report: {
        version: 2,
        recipient_name: "Iris Okafor",
        recipient_organisation: "Harbour Mutual",
        downloads: [{ format: "pdf" }, { format: "xlsx" }],
      },
    });
    expect(await openSharePage(fixed.token, INSURER, undefined)).toMatchObject({
      report: { version: 1, downloads: [{ format: "pdf" }] },
    });

    const pdf = await download(latest.token, "pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(
      /^attachment; filename="NCS-000123 clearance report v2\.pdf"/,
    );
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain("Clearance report version 2");
    expect(text).toContain("Shared with Iris Okafor (Harbour Mutual)");
    expect((await download(latest.token, "xlsx")).status).toBe(200);
    await expectRefusal(
      await download(fixed.token, "xlsx"),
      404,
      "This link does not include that download.",
    );
    await expectRefusal(
      await download(latest.token, "annotated"),
      404,
      "This link does not include that download.",
    );

    const [link] = (await linksOf(id)).filter((each) => each.id === latest.link.id);
    expect(link!.events.map((event) => [event.kind, event.download]).sort()).toEqual([
      ["downloaded", "pdf"],
      ["downloaded", "xlsx"],
      ["opened", null],
    ]);
    for (const event of link!.events)
      expect(event).toMatchObject({
        ip_prefix: "203.0.113.0/24",
        user_agent: "InsurerBrowser/1.0",
      });
  });

  it("asks for its passcode, refuses a wrong one (logged), and locks after the limit", async () => {
    const id = await publishedSubmission();
    const { token, link } = await shared(id, { passcode: "harbour-42" });
    expect(link.has_passcode).toBe(true);
    expect(await openSharePage(token, INSURER, undefined)).toEqual({ state: "passcode" });
    await expectRefusal(
      await download(token, "pdf"),
      403,
      "Open the link and enter its passcode first.",
    );

    const right = await enter(token, "harbour-42");
    expect(right.status).toBe(204);
    const cookie = right.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${PASSCODE_COOKIE}=[^;]+; Path=/share/${token}; `));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const session = cookie.split(";")[0]!;
    expect(await openSharePage(token, INSURER, session.split("=")[1])).toMatchObject({
      state: "open",
    });
    expect((await download(token, "pdf", session)).status).toBe(200);

    for (let attempt = 2; attempt <= SHARE_LINKS.passcodeAttempts.limit; attempt++)
      await expectRefusal(
        await enter(token, `wrong-${attempt}`),
        403,
        "That passcode is not right.",
      );
    // Locked for the rest of the window: the right passcode too.
    await expectRefusal(
      await enter(token, "harbour-42"),
      429,
      /Too many passcodes were tried on this link\. Please try again in \d+ minutes\./,
    );

    const failed = (await linksOf(id))[0]!.events.filter(
      (event) => event.kind === "passcode-failed",
    );
    expect(failed).toHaveLength(SHARE_LINKS.passcodeAttempts.limit - 1);
  });

  it("is limited per link: past the limit it answers 429 with the wait", async () => {
    const id = await publishedSubmission();
    const { token, link } = await shared(id);
    await db()
      .insert(rateLimits)
      .values({
        key: `share-link:${link.id}`,
        windowStart: new Date(),
        count: SHARE_LINKS.perToken.limit,
      });
    await expect(openSharePage(token, INSURER, undefined)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(
        /opened too many times in a short while\. Please try again in/,
      ),
    });
    await expectRefusal(await download(token, "pdf"), 429, /opened too many times/);
    // Another link of the same report is not held back by it.
    await expect(
      openSharePage((await shared(id)).token, INSURER, undefined),
    ).resolves.toMatchObject({ state: "open" });
  });
});
