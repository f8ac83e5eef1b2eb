/**
 * The title clearance in the published report (clearance-domain.md §2.7, product.md §13): refused
 * before its verdict, frozen with the version, in the PDF and the XLSX, and its attorney's opinion
 * served to the submission's owner and admins only.
 */
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";

import { GET as adminFile } from "@/app/api/admin/submissions/[id]/report/[version]/[format]/route";
import { POST as publish } from "@/app/api/admin/submissions/[id]/report/route";
import { GET as adminSubmission } from "@/app/api/admin/submissions/[id]/route";
import { PATCH as changeMatch } from "@/app/api/admin/submissions/[id]/title-clearance/matches/[matchId]/route";
import { POST as addMatch } from "@/app/api/admin/submissions/[id]/title-clearance/matches/route";
import {
  DELETE as removeOpinion,
  POST as attachOpinion,
} from "@/app/api/admin/submissions/[id]/title-clearance/opinion/route";
import {
  GET as openClearance,
  PATCH as saveVerdict,
} from "@/app/api/admin/submissions/[id]/title-clearance/route";
import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { db } from "@/lib/db/client";
import { clearanceItems, reportVersions, submissions } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import type { ReportVersionSummary, ReportView } from "@/lib/reports/read";
import type { ReportSnapshot } from "@/lib/reports/snapshot";
import { TITLE_CLEARANCE_NOT_DONE } from "@/lib/reports/title-clearance";
import { fileStore } from "@/lib/storage";
import type { AdminSubmissionView } from "@/lib/submissions/views";
import type { TitleClearanceView } from "@/lib/title-clearance/views";
import { paidIntoResearch } from "@/test/research";
import { storedScriptFile } from "@/test/script-files";
import { customersAndAdmin, params, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as customerFile } from "./[id]/report/[version]/[format]/route";
import { GET as customerReport } from "./[id]/report/route";
import { GET as versionsRoute } from "./[id]/report/versions/route";

jest.setTimeout(180_000);

let customer: Customer;
let stranger: Customer;
let admin: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;
const titleBase = (id: string) => `/api/admin/submissions/${id}/title-clearance`;

/** A paid submission in research that ordered a title clearance, with one worked item. */
async function orderedWithTitleClearance(): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  const edited = await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, {
      json: {
        title: "Jaws",
        alternative_titles: ["Quillon Bay Nights"],
        title_clearance: true,
        setting_country: "US",
        project_type: "feature",
      },
    }),
    params({ id }),
  );
  expect(edited.status).toBe(200);
  // Script clearance is ordered on a read script (product.md §8.1).
  const file = await storedScriptFile(id, "EXT. AMITY BEACH - DAY\n\nThe beach is empty.\n");
  await paidIntoResearch(customer, admin, id);
  await db().insert(clearanceItems).values({
    submissionId: id,
    scriptFileId: file.id,
    position: 0,
    category: "location",
    itemKey: "location:amity beach",
    canonical: "Amity Beach",
    suggestedCode: "CC",
    risk: 20,
    signals: [],
    occurrences: [],
    state: "finding_recorded",
    code: "NC",
    finding: "No beach of that name on the US coast.",
  });
  return id;
}

const clearance = async (id: string) =>
  bodyOf<TitleClearanceView>(
    await openClearance(admin.request("GET", titleBase(id)), params({ id })),
  );

async function decide(id: string, verdict: string, summary: string) {
  const { search } = await clearance(id);
  const saved = await saveVerdict(
    admin.request("PATCH", titleBase(id), { json: { verdict, summary, version: search.version } }),
    params({ id }),
  );
  expect(saved.status).toBe(200);
}

async function attach(id: string, text: string, name: string) {
  const form = new FormData();
  form.append("file", new File([text], name, { type: "application/pdf" }));
  const attached = await attachOpinion(
    admin.request("POST", `${titleBase(id)}/opinion`, { form }),
    params({ id }),
  );
  expect(attached.status).toBe(201);
}

const publishAs = (id: string) =>
  publish(admin.request("POST", `/api/admin/submissions/${id}/report`), params({ id }));

/** The versions' snapshots and the keys of their files, v1 first. */
const storedVersions = (id: string) =>
  db()
    .select({
      snapshot: reportVersions.snapshot,
      pdfKey: reportVersions.pdfKey,
      xlsxKey: reportVersions.xlsxKey,
      opinionKey: reportVersions.opinionKey,
    })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, id))
    .orderBy(reportVersions.version);

/** GET …/report/{version}/{format} as `who` (null: signed out), as the customer or admin route. */
function fileLink(who: Customer | null, id: string, version: string, format: string) {
  const prefix = who === admin ? "/api/admin/submissions" : "/api/submissions";
  const url = `${prefix}/${id}/report/${version}/${format}`;
  const request = who ? who.request("GET", url) : new NextRequest(`${ORIGIN}${url}`);
  return (who === admin ? adminFile : customerFile)(request, params({ id, version, format }));
}

/** The bytes and headers behind a signed link, fetched through the app's file route. */
async function follow(response: Response) {
  expect(response.status).toBe(200);
  const { url } = await bodyOf<{ url: string }>(response);
  const token = new URL(url).pathname.split("/").at(-1)!;
  const file = await fetchFile(new NextRequest(url), params({ token }));
  expect(file.status).toBe(200);
  return { text: await file.text(), disposition: file.headers.get("content-disposition") };
}

beforeAll(async () => {
  await startAuth();
  [customer, stranger, admin] = await customersAndAdmin();
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

it("refuses to publish while the ordered title clearance has no verdict, and the admin page says so", async () => {
  const id = await orderedWithTitleClearance();
  const admins = async () =>
    bodyOf<AdminSubmissionView>(
      await adminSubmission(admin.request("GET", `/api/admin/submissions/${id}`), params({ id })),
    );
  expect((await admins()).title_verdict).toBe("pending");

  // Never opened: no title search yet.
  const unopened = await publishAs(id);
  expect(unopened.status).toBe(409);
  expect((await bodyOf<{ message: string }>(unopened)).message).toBe(TITLE_CLEARANCE_NOT_DONE);
  // Opened and searched, but not decided.
  await clearance(id);
  expect((await publishAs(id)).status).toBe(409);
  expect(await storedVersions(id)).toHaveLength(0);

  await decide(id, "clear", "");
  expect((await admins()).title_verdict).toBe("clear");
  expect((await publishAs(id)).status).toBe(201);
});

it("publishes the title clearance frozen with the version, in the PDF, the XLSX and the customer's report", async () => {
  const id = await orderedWithTitleClearance();
  const opened = await clearance(id);
  const jaws = opened.matches.find((match) => match.title === "Jaws" && match.kind === "film")!;
  expect(jaws).toMatchObject({ territory: "United States", similarity: "exact" });
  const dismissed = opened.matches.find((match) => match !== jaws)!;
  expect(
    (
      await changeMatch(
        admin.request("PATCH", `${titleBase(id)}/matches/${dismissed.id}`, {
          json: { dismissed: true, version: dismissed.version },
        }),
        params({ id, matchId: dismissed.id }),
      )
    ).status,
  ).toBe(200);
  const added = await addMatch(
    admin.request("POST", `${titleBase(id)}/matches`, {
      json: {
        title: "Quillon Bay Knights",
        kind: "book",
        year: 2011,
        owner: "Marrow Press",
        territory: "United Kingdom",
        note: "A crime novel; the sequel shares the setting.",
      },
    }),
    params({ id }),
  );
  expect(added.status).toBe(201);
  await decide(id, "conflict", "Jaws is a famous film title held by Universal: choose another.");
  await attach(id, "%PDF-1.4 the attorney's first opinion", "Title opinion.pdf");

  expect((await publishAs(id)).status).toBe(201);
  const [v1] = await storedVersions(id);
  const frozen = (v1!.snapshot as ReportSnapshot).titleClearance!;
  expect(frozen).toMatchObject({
    verdict: "conflict",
    candidates: ["Jaws", "Quillon Bay Nights"],
    territory: "United States",
    media: expect.stringMatching(/^Film/),
    summary: "Jaws is a famous film title held by Universal: choose another.",
    opinion: { name: "Title opinion.pdf", bytes: 37 },
  });
  const titles = frozen.titles.map((title) => title.title);
  expect(titles[0]).toBe("Jaws");
  expect(titles).toContain("Quillon Bay Knights");
  expect(titles).not.toContain(dismissed.title);
  expect(frozen.titles.find((title) => title.title === "Quillon Bay Knights")).toEqual({
    title: "Quillon Bay Knights",
    year: 2011,
    medium: "Book",
    territory: "United Kingdom",
    owner: "Marrow Press",
    candidate: "Quillon Bay Nights",
    similarity: expect.any(String),
    note: "A crime novel; the sequel shares the setting.",
  });

  const pdf = await fileStore().get(v1!.pdfKey);
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Title clearance Verdict Conflict");
  expect(flat).toContain("Jaws is a famous film title held by Universal: choose another.");
  expect(flat).toContain("Book, 2011, United Kingdom, Marrow Press");
  expect(flat).toContain("Title opinion.pdf, attached to this report version");

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fileStore().get(v1!.xlsxKey)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet("Title clearance")!;
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  expect(cells).toEqual(expect.arrayContaining(["Conflict", "Quillon Bay Knights", "Jaws"]));

  const view = await bodyOf<ReportView>(
    await customerReport(customer.request("GET", `/api/submissions/${id}/report`), params({ id })),
  );
  expect(view.title_clearance).toEqual(frozen);

  // A later change of the title search never reaches v1: its opinion stays its own copy.
  await decide(id, "clear_with_caution", "Cleared after the attorney's second look.");
  await attach(id, "%PDF-1.4 the attorney's second opinion", "Second opinion.pdf");
  const [again] = await storedVersions(id);
  expect((again!.snapshot as ReportSnapshot).titleClearance).toEqual(frozen);
  expect((await follow(await fileLink(customer, id, "1", "opinion"))).text).toBe(
    "%PDF-1.4 the attorney's first opinion",
  );

  // The title clearance alone changed: that is a new version, with the new opinion.
  expect((await publishAs(id)).status).toBe(201);
  const [, v2] = await storedVersions(id);
  expect((v2!.snapshot as ReportSnapshot).titleClearance).toMatchObject({
    verdict: "clear_with_caution",
    opinion: { name: "Second opinion.pdf" },
  });
  const second = await follow(await fileLink(admin, id, "2", "opinion"));
  expect(second.text).toBe("%PDF-1.4 the attorney's second opinion");
  expect(second.disposition).toContain('filename="Second opinion.pdf"');
  expect((await follow(await fileLink(admin, id, "1", "opinion"))).text).toBe(
    "%PDF-1.4 the attorney's first opinion",
  );

  // Removing the opinion from the title search leaves both versions' copies where they are.
  expect(
    (await removeOpinion(admin.request("DELETE", `${titleBase(id)}/opinion`), params({ id })))
      .status,
  ).toBe(200);
  expect((await follow(await fileLink(customer, id, "2", "opinion"))).text).toBe(
    "%PDF-1.4 the attorney's second opinion",
  );
  const { versions } = await bodyOf<{ versions: ReportVersionSummary[] }>(
    await versionsRoute(
      customer.request("GET", `/api/submissions/${id}/report/versions`),
      params({ id }),
    ),
  );
  expect(versions.map((version) => version.title_opinion)).toEqual([true, true]);
});

it("serves the attorney's opinion to the submission's owner and admins only", async () => {
  const id = await orderedWithTitleClearance();
  await decide(id, "clear", "No similar title in the territory.");
  await attach(id, "%PDF-1.4 opinion", "Opinion.pdf");
  expect((await publishAs(id)).status).toBe(201);

  expect((await fileLink(customer, id, "1", "opinion")).status).toBe(200);
  expect((await fileLink(admin, id, "1", "opinion")).status).toBe(200);
  expect((await fileLink(stranger, id, "1", "opinion")).status).toBe(404);
  expect((await fileLink(null, id, "1", "opinion")).status).toBe(401);
  // The customer's route is not a way into another format or version.
  expect((await fileLink(customer, id, "1", "constructor")).status).toBe(404);
  expect((await fileLink(customer, id, "2", "opinion")).status).toBe(404);
});

it("has no title clearance and no opinion when the customer ordered none", async () => {
  const id = await orderedWithTitleClearance();
  // Paid as the others; only the order's title clearance is taken away.
  await db().update(submissions).set({ titleClearance: false }).where(eq(submissions.id, id));
  expect((await publishAs(id)).status).toBe(201);
  const [v1] = await storedVersions(id);
  expect((v1!.snapshot as ReportSnapshot).titleClearance).toBeUndefined();
  expect(v1!.opinionKey).toBeNull();
  const missing = await fileLink(customer, id, "1", "opinion");
  expect(missing.status).toBe(404);
  expect((await bodyOf<{ message: string }>(missing)).message).toBe(
    "This report version has no attorney's title opinion.",
  );
});
