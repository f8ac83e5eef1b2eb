/**
 * The annotated script of a published report (product.md §13): made by its job after publishing,
 * drawn on the customer's own PDF, downloaded by the owner and admins beside the report.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { extractText } from "unpdf";

import { GET as adminFile } from "@/app/api/admin/submissions/[id]/report/[version]/[format]/route";
import { POST as publish } from "@/app/api/admin/submissions/[id]/report/route";
import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { db } from "@/lib/db/client";
import { clearanceItems, reportVersions, scriptFiles } from "@/lib/db/schema";
import { findTextOccurrences } from "@/lib/first-pass/find-text";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { annotateScriptJob } from "@/lib/reports/annotated-job";
import { annotatedScriptFailed, prepareAnnotatedScript } from "@/lib/reports/annotated-job";
import { BAIT_SHOP_ITEMS } from "@/lib/reports/fixture";
import type { ReportVersionSummary } from "@/lib/reports/read";
import { renderScreenplayPdf } from "@/lib/screenplay/fixtures/pdf-fixtures";
import { BAIT_SHOP } from "@/lib/screenplay/fixtures/pdf-scripts";
import { parsePdf, readTextRuns } from "@/lib/screenplay/pdf";
import { fileStore } from "@/lib/storage";
import { paidIntoResearch } from "@/test/research";
import { customersAndAdmin, params, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as customerFile } from "./[id]/report/[version]/[format]/route";
import { GET as versionsRoute } from "./[id]/report/versions/route";

jest.setTimeout(180_000);

let customer: Customer;
let otherCustomer: Customer;
let admin: Customer;

beforeAll(async () => {
  await startAuth();
  [customer, otherCustomer, admin] = await customersAndAdmin();
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

/** The customer's submission of an uploaded PDF, paid, its items worked where the draft has them. */
async function researchedPdfSubmission() {
  const started = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(started);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, { json: { title: "Low Water" } }),
    params({ id }),
  );
  const bytes = await renderScreenplayPdf(BAIT_SHOP);
  const screenplay = await parsePdf(bytes);
  const storageKey = `scripts/${id}/low-water.pdf`;
  await fileStore().put(storageKey, Buffer.from(bytes), "application/pdf");
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId: id,
      version: 1,
      originalName: "low-water.pdf",
      format: "pdf",
      sizeBytes: bytes.length,
      sha256: "0".repeat(64),
      storageKey,
      status: "parsed",
      screenplay,
      pageCount: screenplay.pageCount,
    })
    .returning();
  await paidIntoResearch(customer, admin, id);
  await db()
    .insert(clearanceItems)
    .values(
      BAIT_SHOP_ITEMS.map(([category, text, code, finding], position) => ({
        submissionId: id,
        scriptFileId: file!.id,
        itemKey: `${category}:${text.toLowerCase()}`,
        position,
        category,
        canonical: text,
        occurrences: findTextOccurrences(screenplay, category, [text]),
        signals: [],
        risk: 50,
        suggestedCode: code,
        state: "finding_recorded" as const,
        code,
        finding,
      })),
    );
  return id;
}

/** A researched PDF submission with its report's version 1 just published. */
async function publishedPdfSubmission() {
  const id = await researchedPdfSubmission();
  const published = await publish(
    admin.request("POST", `/api/admin/submissions/${id}/report`),
    params({ id }),
  );
  expect(published.status).toBe(201);
  return id;
}

const download = (who: Customer, id: string, version: number) =>
  customerFile(
    who.request("GET", `/api/submissions/${id}/report/${version}/annotated`),
    params({ id, version: String(version), format: "annotated" }),
  );

const versionRow = async (id: string) =>
  (await db().select().from(reportVersions).where(eq(reportVersions.submissionId, id)))[0]!;

describe("the annotated script", () => {
  it("is prepared after publishing, drawn on the uploaded PDF, and downloads for the owner and admins", async () => {
    const id = await publishedPdfSubmission();

    // Publishing queued it and waits for nothing: until the job has run, the download says so.
    expect(await versionRow(id)).toMatchObject({
      annotatedStatus: "preparing",
      annotatedKey: null,
    });
    const queued = await (
      await jobQueue()
    ).findJobs(annotateScriptJob.name, {
      data: { submissionId: id },
    });
    expect(queued.map((job) => job.data)).toEqual([{ submissionId: id, version: 1 }]);
    const early = await download(customer, id, 1);
    expect(early.status).toBe(409);
    expect((await bodyOf<{ message: string }>(early)).message).toBe(
      "The annotated script of this version is still being prepared. Try again in a minute.",
    );
    const versions = await versionsRoute(
      customer.request("GET", `/api/submissions/${id}/report/versions`),
      params({ id }),
    );
    expect((await bodyOf<{ versions: ReportVersionSummary[] }>(versions)).versions).toMatchObject([
      { version: 1, annotated_script: "preparing" },
    ]);

    await prepareAnnotatedScript({ submissionId: id, version: 1 });
    const ready = await versionRow(id);
    expect(ready).toMatchObject({ annotatedStatus: "ready" });
    // A job run again (a retry after its update landed) changes and stores nothing.
    await prepareAnnotatedScript({ submissionId: id, version: 1 });
    expect((await versionRow(id)).annotatedKey).toBe(ready.annotatedKey);

    const response = await download(customer, id, 1);
    expect(response.status).toBe(200);
    const { url } = await bodyOf<{ url: string }>(response);
    const token = new URL(url).pathname.split("/").at(-1)!;
    const file = await fetchFile(new NextRequest(url), params({ token }));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const orderNumber = ready.snapshot.cover as { orderNumber: string };
    expect(file.headers.get("content-disposition")).toContain(
      `filename="${orderNumber.orderNumber} annotated script v1.pdf"`,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());

    // The customer's own two pages, then the notes and the legend.
    // pdf.js takes the buffer it reads: it reads a copy.
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
    expect(text).toHaveLength(4);
    expect(text[0]).toContain("counts lures behind the counter");
    expect(text[2]).toMatch(
      /Notes[\s\S]*Odile Lindqvist[\s\S]*One Odile Lindqvist runs a bait shop nearby\.[\s\S]*Zephyrine Cola[\s\S]*A registered mark, shown neutrally\.[\s\S]*Harrowgate Pier[\s\S]*No pier of that name/,
    );
    expect(text[3]).toMatch(/Legend[\s\S]*Clear with caution[\s\S]*Conflict/);
    // The margin's codes beside each marked line and the notes' numbers, as the script reads.
    const small = (await readTextRuns(bytes))[0]!
      .filter((run) => run.size < 7 && run.x > 100)
      .toSorted((a, b) => b.y - a.y || a.x - b.x)
      .map((run) => run.str);
    expect(small).toEqual(["1", "C", "2", "CC", "3", "NC", "2", "CC"]);

    // Admins download it too; another customer finds no such submission.
    const forAdmin = await adminFile(
      admin.request("GET", `/api/admin/submissions/${id}/report/1/annotated`),
      params({ id, version: "1", format: "annotated" }),
    );
    expect(forAdmin.status).toBe(200);
    expect((await download(otherCustomer, id, 1)).status).toBe(404);
  });

  it("says so when its job gave up, rather than being prepared for ever", async () => {
    const id = await publishedPdfSubmission();
    // The store cannot give the upload back: each attempt fails, and the queue retries it.
    await fileStore().delete(`scripts/${id}/low-water.pdf`);
    await expect(prepareAnnotatedScript({ submissionId: id, version: 1 })).rejects.toThrow();
    expect(await versionRow(id)).toMatchObject({ annotatedStatus: "preparing" });

    // The last attempt gives up.
    await annotatedScriptFailed({ submissionId: id, version: 1 });
    expect(await versionRow(id)).toMatchObject({ annotatedStatus: "failed", annotatedKey: null });
    const response = await download(customer, id, 1);
    expect(response.status).toBe(409);
    expect((await bodyOf<{ message: string }>(response)).message).toBe(
      "The annotated script of this version could not be made. The report itself is complete; ask the researcher about it in a comment.",
    );
  });
});
