import fs from "node:fs/promises";
import path from "node:path";

import { and, eq, isNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";

import { POST as sendForReview } from "@/app/api/admin/submissions/[id]/ready/route";
import { GET as adminFile } from "@/app/api/admin/submissions/[id]/report/[version]/[format]/route";
import { GET as previewPdf } from "@/app/api/admin/submissions/[id]/report/preview/pdf/route";
import { GET as preview } from "@/app/api/admin/submissions/[id]/report/preview/route";
import { GET as adminReport, POST as publish } from "@/app/api/admin/submissions/[id]/report/route";
import { POST as decideReview } from "@/app/api/admin/submissions/[id]/review/route";
import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { PATCH as editDraft, GET as readSubmission } from "@/app/api/submissions/[id]/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { PATCH as saveName } from "@/app/api/user/name/route";
import { COMMENT_LIMITS } from "@/config/comments";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  clearanceItems,
  comments,
  itemDecisions,
  rateLimits,
  reportReviews,
  reportVersions,
  scriptFiles,
  submissions,
} from "@/lib/db/schema";
import type { Occurrence } from "@/lib/first-pass/model";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { reportEmailJob } from "@/lib/reports/emails";
import { DRAFT_MARK } from "@/lib/reports/pdf";
import type { ReportPreview } from "@/lib/reports/preview";
import type { PublishedVersion } from "@/lib/reports/publish";
import type { ReportView } from "@/lib/reports/read";
import type { ReportSnapshot } from "@/lib/reports/snapshot";
import { addItem, mergeItems, updateItem } from "@/lib/research/research";
import { blankRightsContact } from "@/lib/rights-contacts/input";
import { formatLongDay } from "@/lib/site/format-date";
import { fileStore } from "@/lib/storage";
import type { OrderRow } from "@/lib/submissions/orders";
import type { AdminSubmissionView, SubmissionView } from "@/lib/submissions/views";
import { waitingOn } from "@/test/attention";
import { paidIntoResearch } from "@/test/research";
import { storedScriptFile } from "@/test/script-files";
import {
  customersAndAdmin,
  params,
  signedInCustomer,
  startAuth,
  stopAuth,
  type Customer,
} from "@/test/signed-in";

import { GET as customerFile } from "./[id]/report/[version]/[format]/route";
import { PUT as decide } from "./[id]/report/items/[itemId]/decision/route";
import { GET as customerReport } from "./[id]/report/route";
import { GET as versionsRoute } from "./[id]/report/versions/route";

jest.setTimeout(180_000);

let filesDir: string;
let customer: Customer;
let otherCustomer: Customer;
let admin: Customer;
let reviewer: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

async function expectRefusal(response: Response, status: number, message: string | RegExp) {
  expect(response.status).toBe(status);
  expect((await bodyOf<{ message: string }>(response)).message).toMatch(message);
}

const TITLE_PAGE_SCRIPT = `Title: Harbour Light
Credit: Written by
Author: Rosa Marchetti
Draft date: March 1, 2026

INT. HARBOUR BAR - NIGHT

Sarah Kowalski dials 555-0142.
`;

const occurrence = (page: number, scene: string, snippet: string): Occurrence => ({
  page,
  sceneIndex: Number(scene),
  sceneNumber: scene,
  elementIndex: 1,
  elementType: "action",
  text: snippet,
  start: 0,
  end: snippet.length,
  snippet,
});

type ItemSeed = Partial<typeof clearanceItems.$inferInsert> & { canonical: string };

/** A submission in research whose researcher has worked the given items. */
async function researchedSubmission(
  seeds: ItemSeed[],
): Promise<{ id: string; order: OrderRow; items: Map<string, string> }> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, {
      json: { title: "Harbour Light", production_company: "Harbour Films Ltd" },
    }),
    params({ id }),
  );
  const file = await storedScriptFile(id, TITLE_PAGE_SCRIPT, { pageCount: 1 });
  const order = await paidIntoResearch(customer, admin, id);
  const items = new Map<string, string>();
  for (const [position, seed] of seeds.entries()) {
    const [item] = await db()
      .insert(clearanceItems)
      .values({
        submissionId: id,
        scriptFileId: file.id,
        itemKey: `${seed.category ?? "other"}:${seed.canonical.toLowerCase()}`,
        position,
        category: "other",
        occurrences: [],
        signals: [],
        risk: 50,
        suggestedCode: "CC",
        state: "finding_recorded",
        code: "NC",
        finding: `No conflict found for ${seed.canonical}.`,
        ...seed,
      })
      .returning();
    items.set(seed.canonical, item!.id);
  }
  return { id, order, items };
}

const WORKED: ItemSeed[] = [
  {
    canonical: "Sarah Kowalski",
    category: "character_name",
    variants: ["SARAH", "Sarah Kowalski"],
    code: "C",
    finding: "One Sarah Kowalski is a pastry chef in Springfield, Illinois.",
    recommendation: "Change the surname.",
    alternatives: ["Sarah Kowalczyk", "Sarah Kaminska"],
    occurrences: [occurrence(1, "1", "Sarah Kowalski dials 555-0142.")],
  },
  {
    canonical: "555-0142",
    category: "phone",
    code: "F555",
    state: "reviewed",
    finding: "Inside the fictional range 555-0100–0199.",
    occurrences: [occurrence(1, "1", "Sarah Kowalski dials 555-0142.")],
  },
  { canonical: "Harbour Bar", category: "business" },
  { canonical: "Pier Nine", category: "location", state: "dismissed", code: null },
];

const publishAs = (who: Customer | null, id: string) => {
  const url = `/api/admin/submissions/${id}/report`;
  return publish(
    who ? who.request("POST", url) : new NextRequest(`${ORIGIN}${url}`, { method: "POST" }),
    params({ id }),
  );
};

const readReport = (who: Customer, id: string) =>
  customerReport(who.request("GET", `/api/submissions/${id}/report`), params({ id }));

const decideAs = (who: Customer | null, id: string, itemId: string, json: unknown) => {
  const url = `/api/submissions/${id}/report/items/${itemId}/decision`;
  return decide(
    who
      ? who.request("PUT", url, { json })
      : new NextRequest(`${ORIGIN}${url}`, { method: "PUT", body: JSON.stringify(json) }),
    params({ id, itemId }),
  );
};

const decisionOf = async (id: string, itemId: string) =>
  (
    await db()
      .select({ decision: itemDecisions.decision, note: itemDecisions.note })
      .from(itemDecisions)
      .where(and(eq(itemDecisions.submissionId, id), eq(itemDecisions.itemId, itemId)))
  )[0] ?? null;

const storedVersions = (id: string) =>
  db()
    .select()
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, id))
    .orderBy(reportVersions.version);

const reportEmails = async (submissionId: string) =>
  (await (await jobQueue()).findJobs(reportEmailJob.name, { data: { submissionId } })).length;

/** The bytes behind a signed link, fetched through the app's file route. */
async function follow(url: string): Promise<Buffer> {
  const token = new URL(url).pathname.split("/").at(-1)!;
  const response = await fetchFile(new NextRequest(url), params({ token }));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Published report files on disk that no version records. The annotated script is left out:
 * its job (any test file's workers, sharing this store) writes it after publishing, and its own
 * tests check it.
 */
async function strayReportFiles() {
  const recorded = new Set(
    (await db().select().from(reportVersions)).flatMap((row) => [row.pdfKey, row.xlsxKey]),
  );
  const onDisk = await fs
    .readdir(path.join(filesDir, "reports"), { recursive: true })
    .catch(() => [] as string[]);
  return onDisk
    .filter((entry) => /\.(pdf|xlsx)$/.test(entry) && !entry.endsWith("-annotated-script.pdf"))
    .map((entry) => `reports/${entry}`)
    .filter((key) => !recorded.has(key));
}

beforeAll(async () => {
  // One store for the whole run (test/database-setup.ts): any file's workers can read any upload.
  filesDir = process.env.FILES_DIR!;
  await startAuth();
  [[customer, otherCustomer, admin], reviewer] = await Promise.all([
    customersAndAdmin(),
    signedInCustomer({ admin: true }),
  ]);
  await nameAs(admin, "Ada Marsh", "Senior researcher");
});

/** The name and role `who` gives on their profile, which reports print. */
async function nameAs(who: Customer, display_name: string, job_title: string) {
  const named = await saveName(
    who.request("PATCH", "/api/user/name", { json: { display_name, job_title } }),
  );
  expect(named.status).toBe(200);
}

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("publishing a report", () => {
  it("is refused while items are open, naming how many, and for a submission not in research", async () => {
    const { id } = await researchedSubmission([
      ...WORKED,
      { canonical: "Dockside Diner", state: "researching", code: null },
      { canonical: "Gull Street", state: "detected", code: null },
    ]);
    await expectRefusal(
      await publishAs(admin, id),
      409,
      "Every item needs a finding or a dismissal before delivery; still open: 1 detected, 1 researching.",
    );
    expect(await storedVersions(id)).toHaveLength(0);

    const draft = await startNew(customer.request("GET", "/api/submissions/new"));
    const { correlation_id: draftId } = await bodyOf<{ correlation_id: string }>(draft);
    await expectRefusal(
      await publishAs(admin, draftId),
      409,
      "Only a submission in research, in review or delivered can have its report published.",
    );
  });

  it("is refused while coded items have no finding, naming how many and the first few", async () => {
    const blank = { finding: "", code: "NC" as const };
    const { id } = await researchedSubmission([
      ...WORKED,
      { canonical: "Dockside Diner", ...blank },
      { canonical: "Gull Street", ...blank, state: "reviewed" },
      { canonical: "Anchor Lane", ...blank },
      { canonical: "Tide Mill", ...blank, finding: "   " },
    ]);
    const response = await publishAs(admin, id);
    expect(response.status).toBe(409);
    const body = await bodyOf<{
      message: string;
      missing_findings: { count: number; first: { text: string }[] };
    }>(response);
    expect(body.message).toBe(
      "4 items have a code but no finding (“Dockside Diner”, “Gull Street”, “Anchor Lane” and 1 more). Write each finding before publishing; the workbench's “Finding missing” filter lists them.",
    );
    expect(body.missing_findings.count).toBe(4);
    expect(body.missing_findings.first.map((item) => item.text)).toEqual([
      "Dockside Diner",
      "Gull Street",
      "Anchor Lane",
      "Tide Mill",
    ]);
    expect(await storedVersions(id)).toHaveLength(0);
    await expectRefusal(
      await sendForReview(
        admin.request("POST", `/api/admin/submissions/${id}/ready`),
        params({ id }),
      ),
      409,
      /^4 items have a code but no finding/,
    );
  });

  it("stores v1 with its PDF and XLSX, delivers the submission, audits it and queues one e-mail", async () => {
    const { id, order, items } = await researchedSubmission(WORKED);
    const response = await publishAs(admin, id);
    expect(response.status).toBe(201);
    expect(await bodyOf<PublishedVersion>(response)).toMatchObject({
      submission_id: id,
      version: 1,
    });

    const [stored, ...more] = await storedVersions(id);
    expect(more).toHaveLength(0);
    const snapshot = stored!.snapshot as ReportSnapshot;
    const orderNumber = `NCS-${String(order.number).padStart(6, "0")}`;
    expect(snapshot.cover).toMatchObject({
      title: "Harbour Light",
      writer: "Rosa Marchetti",
      productionCompany: "Harbour Films Ltd",
      draft: { version: 1, fileName: "harbour-light.fountain", date: "March 1, 2026" },
      orderNumber,
      version: 1,
      deliveredTo: customer.email,
      researcher: "Ada Marsh, Senior researcher",
      reviewer: null,
    });
    // The dismissed item is not published.
    expect(snapshot.items.map((item) => item.text)).toEqual([
      "Sarah Kowalski",
      "555-0142",
      "Harbour Bar",
    ]);
    expect(snapshot.items[0]).toMatchObject({
      id: items.get("Sarah Kowalski"),
      code: "C",
      variants: ["SARAH"],
      alternatives: ["Sarah Kowalczyk", "Sarah Kaminska"],
      occurrences: [{ page: 1, scene: "1", excerpt: "Sarah Kowalski dials 555-0142." }],
      carriedForward: false,
    });

    const [submission] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(submission!.status).toBe("delivered");
    const published = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.submissionId, id), eq(auditEvents.action, "report-published")));
    expect(published).toMatchObject([
      { actor: admin.id, fromStatus: "in_research", toStatus: "delivered", detail: { version: 1 } },
    ]);
    expect(await reportEmails(id)).toBe(1);

    const pdf = await fileStore().get(stored!.pdfKey);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(orderNumber);
    expect(flat).toContain(customer.email);
    for (const item of snapshot.items) {
      expect(flat).toContain(item.text);
      expect(flat).toContain(item.finding);
    }
    expect(flat).not.toContain("Pier Nine");
    // People by name and role, not by e-mail; no sign-off is claimed without a review.
    expect(flat).toContain("Researcher Ada Marsh, Senior researcher");
    expect(flat).not.toContain(admin.email);
    expect(flat).not.toContain("Reviewed by");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileStore().get(stored!.xlsxKey)) as unknown as ExcelJS.Buffer);
    // Each item once in its category's sheet (the Script order sheet lists them all again).
    const itemRows = workbook.worksheets
      .filter((sheet) => !["Summary", "Script order"].includes(sheet.name))
      .flatMap((sheet) => sheet.getRows(2, sheet.rowCount - 1) ?? [])
      .map((row) => row.getCell(2).text);
    expect(itemRows.sort()).toEqual(snapshot.items.map((item) => item.text).sort());
  });

  it("lists exactly the sources the researchers recorded, per item and as a summary, and no others", async () => {
    const { id, items } = await researchedSubmission(WORKED);
    const sarah = items.get("Sarah Kowalski")!;
    const [row] = await db().select().from(clearanceItems).where(eq(clearanceItems.id, sarah));
    const searched = [
      {
        source: "WhitePages",
        query: "Sarah Kowalski, Illinois",
        result: "One listing in Springfield",
        checked_on: "2026-11-02",
      },
      {
        source: "Google search",
        query: "",
        result: "A pastry chef's bakery",
        checked_on: "2026-11-03",
      },
    ];
    await updateItem({ id: admin.id } as SignedInUser, id, sarah, {
      expected_version: row!.version,
      sources: searched,
    });
    expect((await publishAs(admin, id)).status).toBe(201);

    const [stored] = await storedVersions(id);
    const snapshot = stored!.snapshot as ReportSnapshot;
    expect(snapshot.items.map((item) => item.sources)).toEqual([
      [
        {
          source: "WhitePages",
          query: "Sarah Kowalski, Illinois",
          result: "One listing in Springfield",
          checkedOn: "2026-11-02",
        },
        {
          source: "Google search",
          query: "",
          result: "A pastry chef's bakery",
          checkedOn: "2026-11-03",
        },
      ],
      [],
      [],
    ]);
    expect(snapshot.cover).not.toHaveProperty("sourcesConsulted");

    const { text } = await extractText(new Uint8Array(await fileStore().get(stored!.pdfKey)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(
      "WhitePages, “Sarah Kowalski, Illinois”: One listing in Springfield (Nov 2, 2026)",
    );
    expect(flat).toContain(
      "Sources consulted • Google search: 1 item, Nov 3, 2026 • WhitePages: 1 item, Nov 2, 2026",
    );
    for (const boilerplate of ["Trade mark registers", "white-pages and business directories"])
      expect(flat).not.toContain(boilerplate);

    const view = await bodyOf<ReportView>(await readReport(customer, id));
    expect(view.items.find((item) => item.id === sarah)?.sources).toEqual(
      snapshot.items[0]!.sources,
    );
  });

  it("never changes a published version after item edits; a changed item makes v2, an unchanged one is refused", async () => {
    const { id, items } = await researchedSubmission(WORKED);
    expect((await publishAs(admin, id)).status).toBe(201);
    await expectRefusal(await publishAs(admin, id), 409, "Nothing changed since version 1.");

    const harbourBar = items.get("Harbour Bar")!;
    const [row] = await db().select().from(clearanceItems).where(eq(clearanceItems.id, harbourBar));
    await updateItem({ id: admin.id } as SignedInUser, id, harbourBar, {
      expected_version: row!.version,
      code: "CC",
      finding: "A Harbour Bar trades in Duluth, Minnesota.",
    });
    const before = await bodyOf<ReportView>(await readReport(customer, id));
    expect(before.version).toBe(1);
    expect(before.items.find((item) => item.id === harbourBar)).toMatchObject({
      code: "NC",
      finding: "No conflict found for Harbour Bar.",
    });
    const [v1] = await storedVersions(id);
    expect((v1!.snapshot as ReportSnapshot).items[2]!.finding).toBe(
      "No conflict found for Harbour Bar.",
    );

    const corrected = await publishAs(admin, id);
    expect(corrected.status).toBe(201);
    expect(await bodyOf<PublishedVersion>(corrected)).toMatchObject({ version: 2 });
    const [first, second] = await storedVersions(id);
    expect((first!.snapshot as ReportSnapshot).items[2]!.finding).toBe(
      "No conflict found for Harbour Bar.",
    );
    expect((second!.snapshot as ReportSnapshot).items[2]).toMatchObject({
      code: "CC",
      finding: "A Harbour Bar trades in Duluth, Minnesota.",
    });
    expect(first!.pdfKey).not.toBe(second!.pdfKey);
    const versions = await versionsRoute(
      customer.request("GET", `/api/submissions/${id}/report/versions`),
      params({ id }),
    );
    expect(await bodyOf<{ versions: { version: number }[] }>(versions)).toMatchObject({
      versions: [
        { version: 2, items: 3 },
        { version: 1, items: 3 },
      ],
    });
    // v1 stays downloadable, through a short-lived signed link.
    const link = await customerFile(
      customer.request("GET", `/api/submissions/${id}/report/1/pdf`),
      params({ id, version: "1", format: "pdf" }),
    );
    expect(link.status).toBe(200);
    const { url } = await bodyOf<{ url: string }>(link);
    expect((await follow(url)).equals(await fileStore().get(first!.pdfKey))).toBe(true);
    expect(await reportEmails(id)).toBe(2);
  });

  it("leaves out the first pass's finds the script no longer holds, not the customer's own items", async () => {
    const gone = new Date();
    const { id } = await researchedSubmission([
      ...WORKED,
      { canonical: "Old Mill Road", category: "location", missingSince: gone },
      { canonical: "Captain Ravel", source: "customer", missingSince: gone },
    ]);
    expect((await publishAs(admin, id)).status).toBe(201);
    const [v1] = await storedVersions(id);
    const texts = (v1!.snapshot as ReportSnapshot).items.map((item) => item.text);
    expect(texts).toEqual(["Sarah Kowalski", "555-0142", "Harbour Bar", "Captain Ravel"]);
  });

  it("numbers 10 concurrent attempts without gaps: exactly one v1, the others refused", async () => {
    const { id } = await researchedSubmission(WORKED);
    const responses = await Promise.all(Array.from({ length: 10 }, () => publishAs(admin, id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409))
      expect((await bodyOf<{ message: string }>(response)).message).toBe(
        "Nothing changed since version 1.",
      );
    const stored = await storedVersions(id);
    expect(stored.map((row) => row.version)).toEqual([1]);
    expect(await reportEmails(id)).toBe(1);
    // The losers' files are gone: every stored report file belongs to a recorded version.
    expect(await strayReportFiles()).toEqual([]);
    for (const key of [stored[0]!.pdfKey, stored[0]!.xlsxKey])
      expect((await fileStore().get(key)).length).toBeGreaterThan(0);
  });
});

describe("the preview before publishing", () => {
  const previewAs = (who: Customer | null, id: string, what: "figures" | "pdf") => {
    const url = `/api/admin/submissions/${id}/report/preview${what === "pdf" ? "/pdf" : ""}`;
    const request = who ? who.request("GET", url) : new NextRequest(`${ORIGIN}${url}`);
    return (what === "pdf" ? previewPdf : preview)(request, params({ id }));
  };

  /** Each page's text without white space: the draft mark is drawn at an angle. */
  const pagesOfPdf = async (bytes: Buffer | ArrayBuffer) => {
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, ""));
  };
  const MARK = DRAFT_MARK.replace(/\s+/g, "");

  it("warns of an item needing permission with nobody to ask, without refusing to publish", async () => {
    const song: ItemSeed = {
      canonical: "Blue Gravel Waltz",
      category: "music",
      code: "PR",
      finding: "A protected song, sung in full over the titles.",
    };
    const unasked = await researchedSubmission([...WORKED, song]);
    const figures = await bodyOf<ReportPreview>(await previewAs(admin, unasked.id, "figures"));
    expect(figures.warnings).toEqual([
      "1 item has code PR (permission required) but no rights-holder contact (“Blue Gravel Waltz”): the report says “No rights-holder contact recorded.” for each.",
    ]);
    expect(figures.refusals).toEqual([]);

    const contact = {
      organisation: "Marrow Bay Music Publishing",
      email: "sync@marrowbay.example",
    };
    const asked = await researchedSubmission([
      ...WORKED,
      { ...song, rightsContacts: [{ ...blankRightsContact(), ...contact }] },
    ]);
    expect(
      (await bodyOf<ReportPreview>(await previewAs(admin, asked.id, "figures"))).warnings,
    ).toEqual([]);
  });

  it("shows the exact PDF publishing would store, marked as a draft on every page, and stores nothing", async () => {
    const { id, order, items } = await researchedSubmission([
      ...WORKED,
      { canonical: "Dockside Diner", finding: "", code: "CC" },
    ]);
    const figures = await previewAs(admin, id, "figures");
    expect(figures.status).toBe(200);
    expect(await bodyOf<ReportPreview>(figures)).toEqual({
      submission_id: id,
      version: 1,
      items: 4,
      by_code: [
        { code: "NC", label: expect.any(String), count: 1 },
        { code: "CC", label: expect.any(String), count: 1 },
        { code: "C", label: expect.any(String), count: 1 },
        { code: "F555", label: expect.any(String), count: 1 },
      ],
      attention: 1,
      carried_forward: 0,
      finding_missing: {
        count: 1,
        first: [{ id: items.get("Dockside Diner"), text: "Dockside Diner" }],
      },
      refusals: [
        "1 item has a code but no finding (“Dockside Diner”). Write each finding before publishing; the workbench's “Finding missing” filter lists them.",
      ],
      warnings: [],
    });

    const response = await previewAs(admin, id, "pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    const draft = await pagesOfPdf(await response.arrayBuffer());
    expect(draft.length).toBeGreaterThanOrEqual(5);
    for (const page of draft) expect(page).toContain(MARK);
    const all = draft.join("");
    expect(all).toContain(`NCS-${String(order.number).padStart(6, "0")}·Version1`);
    for (const seed of WORKED.filter((item) => item.state !== "dismissed")) {
      expect(all).toContain(seed.canonical.replace(/\s+/g, ""));
      expect(all).toContain(
        (seed.finding ?? `No conflict found for ${seed.canonical}.`).replace(/\s+/g, ""),
      );
    }
    expect(all).toContain("DocksideDiner");
    expect(all).toContain("Nofindingrecorded.");

    // Nothing published: no version, no delivery, no e-mail, no file kept.
    expect(await storedVersions(id)).toHaveLength(0);
    const [submission] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(submission!.status).toBe("in_research");
    expect(await reportEmails(id)).toBe(0);
    expect(await strayReportFiles()).toEqual([]);

    // With the finding written, the preview has no refusal and is the published PDF, marked.
    const diner = items.get("Dockside Diner")!;
    const [row] = await db().select().from(clearanceItems).where(eq(clearanceItems.id, diner));
    await updateItem({ id: admin.id } as SignedInUser, id, diner, {
      expected_version: row!.version,
      finding: "A Dockside Diner trades in Portland, Maine; the script's is in a fictional town.",
    });
    expect((await bodyOf<ReportPreview>(await previewAs(admin, id, "figures"))).refusals).toEqual(
      [],
    );
    const ready = await pagesOfPdf(await (await previewAs(admin, id, "pdf")).arrayBuffer());
    expect((await publishAs(admin, id)).status).toBe(201);
    const [v1] = await storedVersions(id);
    const published = await pagesOfPdf(await fileStore().get(v1!.pdfKey));
    expect(ready.map((page) => page.replace(MARK, ""))).toEqual(published);
    for (const page of published) expect(page).not.toContain(MARK);

    // After it, the preview is of version 2, which publishing would refuse as unchanged.
    expect(await bodyOf<ReportPreview>(await previewAs(admin, id, "figures"))).toMatchObject({
      version: 2,
      refusals: ["Nothing changed since version 1."],
    });
  });

  it("is for admins only", async () => {
    const { id } = await researchedSubmission(WORKED);
    for (const what of ["figures", "pdf"] as const) {
      expect((await previewAs(null, id, what)).status).toBe(401);
      expect((await previewAs(customer, id, what)).status).toBe(403);
      await expectRefusal(
        await previewAs(admin, crypto.randomUUID(), what),
        404,
        "This submission does not exist.",
      );
    }
    expect(await storedVersions(id)).toHaveLength(0);
  });
});

describe("the review step", () => {
  const reviewAs = (who: Customer, id: string, json: unknown) =>
    decideReview(
      who.request("POST", `/api/admin/submissions/${id}/review`, { json }),
      params({ id }),
    );
  const sendAs = (who: Customer, id: string) =>
    sendForReview(who.request("POST", `/api/admin/submissions/${id}/ready`), params({ id }));
  const stateOf = async (itemId: string) =>
    (await db().select().from(clearanceItems).where(eq(clearanceItems.id, itemId)))[0]!;

  it("needs a second admin's sign-off of the items as they are published", async () => {
    const { id, items } = await researchedSubmission(WORKED);
    await expectRefusal(
      await reviewAs(reviewer, id, { decision: "sign_off" }),
      409,
      "These results are not waiting for a review.",
    );
    const sent = await sendAs(admin, id);
    expect(sent.status).toBe(200);
    expect(await bodyOf<AdminSubmissionView>(sent)).toMatchObject({ status: "in_review" });

    await expectRefusal(
      await publishAs(admin, id),
      409,
      "A second admin must sign the results off before they are published.",
    );
    await expectRefusal(
      await reviewAs(admin, id, { decision: "sign_off" }),
      409,
      "A second admin signs the results off: you sent them for review, so ask a colleague.",
    );
    const signed = await reviewAs(reviewer, id, { decision: "sign_off" });
    expect(signed.status).toBe(200);
    expect(await bodyOf<AdminSubmissionView>(signed)).toMatchObject({
      status: "in_review",
      review: { requested_by: admin.email, outcome: "signed_off", decided_by: reviewer.email },
    });
    expect((await stateOf(items.get("Sarah Kowalski")!)).state).toBe("reviewed");
    expect((await stateOf(items.get("Pier Nine")!)).state).toBe("dismissed");

    // An edit after the sign-off voids it until someone signs again.
    const harbourBar = await stateOf(items.get("Harbour Bar")!);
    await updateItem({ id: admin.id } as SignedInUser, id, harbourBar.id, {
      expected_version: harbourBar.version,
      finding: "Checked again: no Harbour Bar trades nearby.",
    });
    await expectRefusal(
      await publishAs(admin, id),
      409,
      "Items changed after the sign-off: a second admin needs to sign the results off again.",
    );
    await nameAs(reviewer, "Rui Okafor", "Clearance reviewer");
    expect((await reviewAs(reviewer, id, { decision: "sign_off" })).status).toBe(200);
    const published = await publishAs(admin, id);
    expect(published.status).toBe(201);
    const [submission] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(submission!.status).toBe("delivered");
    // The cover names who signed off these very items, and when, by name and role.
    const [v1] = await storedVersions(id);
    const { cover } = v1!.snapshot as ReportSnapshot;
    expect(cover.reviewer).toBe("Rui Okafor, Clearance reviewer");
    const [review] = await db()
      .select()
      .from(reportReviews)
      .where(and(eq(reportReviews.submissionId, id), eq(reportReviews.outcome, "signed_off")));
    expect(cover.reviewedAt).toBe(review!.decidedAt!.toISOString());
    const { text } = await extractText(new Uint8Array(await fileStore().get(v1!.pdfKey)), {
      mergePages: false,
    });
    const coverPage = text[0]!.replace(/\s+/g, " ");
    expect(coverPage).toContain(
      `Reviewed by Rui Okafor, Clearance reviewer; signed off ${formatLongDay(cover.reviewedAt!)}`,
    );
    expect(text.join(" ")).not.toContain(reviewer.email);
  });

  it("sends the results back to research with the reviewer's note", async () => {
    const { id } = await researchedSubmission(WORKED);
    expect((await sendAs(admin, id)).status).toBe(200);
    await expectRefusal(
      await reviewAs(reviewer, id, { decision: "send_back", note: "  " }),
      400,
      "Say what needs another look.",
    );
    const back = await reviewAs(reviewer, id, {
      decision: "send_back",
      note: "Check the Harbour Bar in Duluth too.",
    });
    expect(back.status).toBe(200);
    const view = await bodyOf<AdminSubmissionView>(back);
    expect(view).toMatchObject({
      status: "in_research",
      ready_for_delivery_at: null,
      review: { outcome: "sent_back", note: "Check the Harbour Bar in Duluth too." },
    });
    expect(view.audit_log[0]).toMatchObject({
      actor: reviewer.email,
      action: "Sent back",
      from_status: "in_review",
      to_status: "in_research",
      note: "Check the Harbour Bar in Duluth too.",
    });
    // Published straight from research, the review being optional: no reviewer on the cover.
    expect((await publishAs(admin, id)).status).toBe(201);
    const [v1] = await storedVersions(id);
    expect((v1!.snapshot as ReportSnapshot).cover.reviewer).toBeNull();
  });
});

describe("the customer's counts per category", () => {
  const countsSeenBy = async (who: Customer, id: string) => {
    const response = await readSubmission(
      who.request("GET", `/api/submissions/${id}`),
      params({ id }),
    );
    expect(response.status).toBe(200);
    return (await bodyOf<SubmissionView>(response)).script?.analysis?.counts;
  };

  it("stay the first pass's while researchers work, then become the published report's", async () => {
    const { id, items } = await researchedSubmission(WORKED);
    // What the first pass found in the script, as it records it.
    const firstPass = { character_name: 2, phone: 1, business: 1, location: 1 };
    await db()
      .update(scriptFiles)
      .set({ analysisStatus: "done", analysisCounts: firstPass })
      .where(eq(scriptFiles.submissionId, id));
    expect(await countsSeenBy(customer, id)).toEqual(firstPass);

    const researcher = { id: admin.id } as SignedInUser;
    await mergeItems(researcher, id, {
      keep_id: items.get("Sarah Kowalski")!,
      item_ids: [items.get("Sarah Kowalski")!, items.get("Harbour Bar")!],
    });
    const added = await addItem(researcher, id, { category: "address", text: "12 Gull Lane" });
    expect(await countsSeenBy(customer, id)).toEqual(firstPass);

    await updateItem(researcher, id, added.id, {
      expected_version: added.version,
      code: "NC",
      finding: "No such address in Duluth.",
    });
    expect((await publishAs(admin, id)).status).toBe(201);
    const report = await bodyOf<ReportView>(await readReport(customer, id));
    const reported: Record<string, number> = {};
    for (const { category } of report.items) reported[category] = (reported[category] ?? 0) + 1;
    expect(reported).toEqual({ character_name: 1, phone: 1, address: 1 });
    expect(await countsSeenBy(customer, id)).toEqual(reported);

    // A revised draft is shown its own first pass until a report covers it.
    const revisedPass = { character_name: 3, location: 2 };
    await storedScriptFile(id, TITLE_PAGE_SCRIPT, {
      version: 2,
      pageCount: 1,
      analysisStatus: "done",
      analysisCounts: revisedPass,
    });
    expect(await countsSeenBy(customer, id)).toEqual(revisedPass);
  });
});

describe("the customer's results and decisions", () => {
  let id: string;
  let items: Map<string, string>;
  beforeAll(async () => {
    ({ id, items } = await researchedSubmission(WORKED));
    expect((await publishAs(admin, id)).status).toBe(201);
  });

  it("shows the owner the latest version's items; another customer gets 404, a customer on the admin API 403", async () => {
    const report = await bodyOf<ReportView>(await readReport(customer, id));
    expect(report).toMatchObject({ submission_id: id, version: 1, versions: [{ version: 1 }] });
    expect(report.items.map((item) => [item.text, item.decision])).toEqual([
      ["Sarah Kowalski", null],
      ["555-0142", null],
      ["Harbour Bar", null],
    ]);
    expect((await readReport(otherCustomer, id)).status).toBe(404);
    const link = (who: Customer, format: string) =>
      customerFile(
        who.request("GET", `/api/submissions/${id}/report/1/${format}`),
        params({ id, version: "1", format }),
      );
    expect((await link(otherCustomer, "xlsx")).status).toBe(404);
    expect((await link(customer, "docx")).status).toBe(404);
    expect((await link(customer, "xlsx")).status).toBe(200);
    const adminLink = (who: Customer) =>
      adminFile(
        who.request("GET", `/api/admin/submissions/${id}/report/1/xlsx`),
        params({ id, version: "1", format: "xlsx" }),
      );
    expect((await adminLink(customer)).status).toBe(403);
    expect((await adminLink(admin)).status).toBe(200);
    expect(
      (
        await adminReport(
          customer.request("GET", `/api/admin/submissions/${id}/report`),
          params({ id }),
        )
      ).status,
    ).toBe(403);
    expect((await publishAs(customer, id)).status).toBe(403);
    expect((await publishAs(null, id)).status).toBe(401);
  });

  it("answers a format named like an object's own machinery as missing, never with a link", async () => {
    for (const format of ["__proto__", "toString", "constructor", "hasOwnProperty", "valueOf"]) {
      const answer = await customerFile(
        customer.request("GET", `/api/submissions/${id}/report/1/${format}`),
        params({ id, version: "1", format }),
      );
      expect([format, answer.status]).toEqual([format, 404]);
    }
  });

  it("saves decisions for the owner only, and shows them to the researchers", async () => {
    const sarah = items.get("Sarah Kowalski")!;
    expect((await decideAs(null, id, sarah, { decision: "accept" })).status).toBe(401);
    expect((await decideAs(otherCustomer, id, sarah, { decision: "accept" })).status).toBe(404);
    expect(
      (await decideAs(customer, id, items.get("Pier Nine")!, { decision: "accept" })).status,
    ).toBe(404);
    expect((await decideAs(customer, id, sarah, { decision: "maybe" })).status).toBe(400);

    expect((await decideAs(customer, id, sarah, { decision: "accept" })).status).toBe(200);
    const changed = await decideAs(customer, id, sarah, {
      decision: "will_change",
      note: " Renaming her Kowalczyk. ",
    });
    expect(await bodyOf(changed)).toMatchObject({
      item_id: sarah,
      decision: "will_change",
      note: "Renaming her Kowalczyk.",
    });
    const seen = await bodyOf<ReportView>(
      await adminReport(
        admin.request("GET", `/api/admin/submissions/${id}/report`),
        params({ id }),
      ),
    );
    expect(seen.items.find((item) => item.id === sarah)!.decision).toMatchObject({
      decision: "will_change",
      note: "Renaming her Kowalczyk.",
    });
    expect(seen.items.filter((item) => item.decision)).toHaveLength(1);
  });

  it("waits for a researcher on a request for alternatives, until a new version answers it", async () => {
    const { id: asking, items: asked } = await researchedSubmission(WORKED);
    expect((await publishAs(admin, asking)).status).toBe(201);
    const bar = asked.get("Harbour Bar")!;
    expect(
      (
        await decideAs(customer, asking, bar, {
          decision: "request_alternatives",
          note: "Something less local.",
        })
      ).status,
    ).toBe(200);
    expect(await waitingOn(asking)).toEqual(["alternatives"]);
    // Accepting another item asks nothing of anyone.
    const sarah = asked.get("Sarah Kowalski")!;
    expect((await decideAs(customer, asking, sarah, { decision: "accept" })).status).toBe(200);
    expect(await waitingOn(asking)).toEqual(["alternatives"]);

    const [row] = await db().select().from(clearanceItems).where(eq(clearanceItems.id, bar));
    await updateItem({ id: admin.id } as SignedInUser, asking, bar, {
      expected_version: row!.version,
      alternatives: ["The Lantern Bar"],
    });
    expect((await publishAs(admin, asking)).status).toBe(201);
    expect(await waitingOn(asking)).toEqual([]);
  });

  it("posts a question as a customer-visible comment on the item", async () => {
    const bar = items.get("Harbour Bar")!;
    expect((await decideAs(customer, id, bar, { decision: "question" })).status).toBe(400);
    const asked = await decideAs(customer, id, bar, {
      decision: "question",
      note: "Is the Duluth bar still trading?",
    });
    expect(asked.status).toBe(200);
    const thread = await db().select().from(comments).where(eq(comments.itemId, bar));
    expect(thread).toMatchObject([
      {
        submissionId: id,
        authorId: customer.id,
        authorRole: "customer",
        visibility: "customer",
        body: "Is the Duluth bar still trading?",
      },
    ]);
    // It waits for a researcher, like any message of the customer's.
    expect(await waitingOn(id)).toEqual(expect.arrayContaining(["message"]));
  });

  it("asks a question on an item merged away since on the item it went into, with the decision", async () => {
    const { id: mergedId, items: merging } = await researchedSubmission(WORKED);
    expect((await publishAs(admin, mergedId)).status).toBe(201);
    const [bar, sarah] = [merging.get("Harbour Bar")!, merging.get("Sarah Kowalski")!];
    await mergeItems({ id: admin.id } as SignedInUser, mergedId, {
      keep_id: sarah,
      item_ids: [sarah, bar],
    });

    const asked = await decideAs(customer, mergedId, bar, {
      decision: "question",
      note: "Is the Duluth bar still trading?",
    });
    expect(asked.status).toBe(200);
    expect(await bodyOf(asked)).toMatchObject({ item_id: bar, decision: "question" });
    const thread = await db().select().from(comments).where(eq(comments.submissionId, mergedId));
    expect(thread).toMatchObject([
      { itemId: sarah, authorRole: "customer", body: "Is the Duluth bar still trading?" },
    ]);

    // An item gone without a trace (merged before merges kept ids): asked on the submission's thread.
    const phone = merging.get("555-0142")!;
    await db().delete(clearanceItems).where(eq(clearanceItems.id, phone));
    const orphan = await decideAs(customer, mergedId, phone, {
      decision: "question",
      note: "Is this number safe?",
    });
    expect(orphan.status).toBe(200);
    const onSubmission = await db()
      .select()
      .from(comments)
      .where(and(eq(comments.submissionId, mergedId), isNull(comments.itemId)));
    expect(onSubmission).toMatchObject([{ body: "About “555-0142”: Is this number safe?" }]);
  });

  it("saves neither the decision nor the question when the question is refused", async () => {
    const sarah = items.get("Sarah Kowalski")!;
    const key = `comment:${customer.id}`;
    await db()
      .insert(rateLimits)
      .values({ key, windowStart: new Date(), count: COMMENT_LIMITS.perAuthorPerHour })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { windowStart: new Date(), count: COMMENT_LIMITS.perAuthorPerHour },
      });
    try {
      const before = await decisionOf(id, sarah);
      const refused = await decideAs(customer, id, sarah, {
        decision: "question",
        note: "Could she keep her surname?",
      });
      expect(refused.status).toBe(429);
      expect(await decisionOf(id, sarah)).toEqual(before);
      const asked = await db()
        .select()
        .from(comments)
        .where(and(eq(comments.submissionId, id), eq(comments.itemId, sarah)));
      expect(asked).toEqual([]);
    } finally {
      await db().delete(rateLimits).where(eq(rateLimits.key, key));
    }
  });
});
