import fs from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";

import { GET as serveFile } from "@/app/api/files/[token]/route";
import { SUBMISSION_LIMITS } from "@/config/submissions";
import { db } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { consumeRateLimit } from "@/lib/rate-limit";
import { zipBombDocx } from "@/lib/screenplay/fixtures/docx-fixtures";
import { BROKEN_FDX, WESTERN_FDX } from "@/lib/screenplay/fixtures/fdx-fixtures";
import { INVOICE, SOLICITORS_LETTER } from "@/lib/screenplay/fixtures/not-screenplays";
import {
  renderDocumentPdf,
  renderPagelessPdf,
  renderScreenplayPdf,
  renderShapesOnlyPdf,
} from "@/lib/screenplay/fixtures/pdf-fixtures";
import { uploadRateKey } from "@/lib/scripts/upload";
import type { SubmissionPage, SubmissionView } from "@/lib/submissions/views";
import { startWorkers } from "@/lib/workers";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as getQuote } from "./[id]/quote/route";
import { GET as getOne, PATCH, DELETE } from "./[id]/route";
import { POST as uploadRoute } from "./[id]/script/route";
import { GET as scriptLinkRoute } from "./[id]/script-link/route";
import { GET as startNew } from "./new/route";
import { GET as list } from "./route";

// Room for a loaded machine: the waits end as soon as the upload is read.
jest.setTimeout(300_000);
givePrivateJobQueue();

const FOUNTAIN = `Title: Night Ferry
Author: Test Writer

INT. FERRY DECK - NIGHT

Rain hammers the deck. MARGOT LEE (40s) grips the rail.

MARGOT
We should have taken the bridge.

TOBIAS (O.S.)
The bridge is closed, Margot.

EXT. HARBOUR - CONTINUOUS

Lights of the harbour swing into view.
`;

let filesDir: string;
beforeAll(async () => {
  // One store for the whole run (test/database-setup.ts): any file's workers can read any upload.
  filesDir = process.env.FILES_DIR!;
  await startAuth();
  await startWorkers();
});
afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

async function newDraft(customer: Customer): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  expect(response.status).toBe(200);
  return (await bodyOf<{ correlation_id: string }>(response)).correlation_id;
}

const view = async (customer: Customer, id: string) =>
  getOne(customer.request("GET", `/api/submissions/${id}`), params({ id }));

const patch = (customer: Customer, id: string, json: unknown) =>
  PATCH(customer.request("PATCH", `/api/submissions/${id}`, { json }), params({ id }));

function upload(customer: Customer, id: string, bytes: Uint8Array | string, name: string) {
  const form = new FormData();
  form.append("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name));
  return uploadRoute(
    customer.request("POST", `/api/submissions/${id}/script`, { form }),
    params({ id }),
  );
}

/** Polls the submission until its upload has been read by the background worker. */
async function whenRead(customer: Customer, id: string): Promise<SubmissionView> {
  for (let attempt = 0; attempt < 2_400; attempt++) {
    const current = await bodyOf<SubmissionView>(await view(customer, id));
    const upload = current.pending_upload;
    if (!upload || upload.status === "failed") return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the upload was never read");
}

/** The files stored for one submission (other test files share the store). */
async function storedFiles(submissionId: string): Promise<string[]> {
  const folder = path.join(filesDir, "scripts", submissionId);
  const found = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return found.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("drafts", () => {
  it("reuses an untouched empty draft, and starts a new one once it was edited", async () => {
    const customer = await signedInCustomer();
    const first = await newDraft(customer);
    expect(await newDraft(customer)).toBe(first);
    expect((await patch(customer, first, { title: "Night Ferry" })).status).toBe(200);
    const second = await newDraft(customer);
    expect(second).not.toBe(first);
  });

  it("answers with the draft's defaults and the minimum price", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const draft = await bodyOf<SubmissionView>(await view(customer, id));
    expect(draft).toMatchObject({
      correlation_id: id,
      status: "draft",
      title: "",
      text_boxes: [],
      script_clearance: true,
      title_clearance: false,
      turnaround: "standard",
      script: null,
      pending_upload: null,
      quote: { currency: "USD", total: 45_000, businessDays: 10 },
    });
  });

  it("saves details and prices services, extra items and turnaround", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const response = await patch(customer, id, {
      title: "  Night Ferry  ",
      alternative_titles: ["The Crossing"],
      project_type: "feature",
      setting_country: "CA",
      setting_city: "Halifax",
      series_name: "",
      text_boxes: Array.from({ length: 7 }, (_, i) => ({
        text: `Sign ${i}`,
        category: "business",
      })),
      title_clearance: true,
      turnaround: "express",
    });
    expect(response.status).toBe(200);
    const saved = await bodyOf<SubmissionView>(response);
    expect(saved).toMatchObject({
      title: "Night Ferry",
      alternative_titles: ["The Crossing"],
      setting_country: "CA",
      series_name: null,
      title_clearance: true,
      turnaround: "express",
    });
    // (450 + 350 + 2 × 12) × 1.5
    expect(saved.quote.total).toBe(123_600);
    const quote = await getQuote(
      customer.request("GET", `/api/submissions/${id}/quote`),
      params({ id }),
    );
    expect((await bodyOf<{ total: number }>(quote)).total).toBe(123_600);
  });

  it.each([
    [{ setting_country: "Narnia" }, "setting_country", "Choose the country from the list."],
    [{ turnaround: "yesterday" }, "turnaround", /./],
    [{ owner_id: "someone" }, undefined, /Unrecognized key/],
    [{ text_boxes: [{ text: "   " }] }, "text_boxes.0.text", "Each extra item needs a text."],
    [
      { script_clearance: false, title_clearance: false },
      undefined,
      "Choose at least one service: script clearance or title clearance.",
    ],
  ])("refuses %j with a message and leaves the draft as it was", async (change, field, message) => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const before = await bodyOf<SubmissionView>(await view(customer, id));
    const response = await patch(customer, id, change);
    expect(response.status).toBe(400);
    const refusal = await bodyOf<{ message: string; field?: string }>(response);
    expect(refusal.field).toBe(field);
    expect(refusal.message).toMatch(message);
    expect(await bodyOf<SubmissionView>(await view(customer, id))).toEqual(before);
  });

  it("is read-only once checkout started: 409", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    await db()
      .update(submissions)
      .set({ status: "awaiting_payment" })
      .where(eq(submissions.id, id));
    const response = await patch(customer, id, { title: "Too late" });
    expect(response.status).toBe(409);
    expect((await bodyOf<{ message: string }>(response)).message).toMatch(/checkout has started/);
    expect((await upload(customer, id, FOUNTAIN, "late.fountain")).status).toBe(409);
  });

  it("deletes a draft", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const response = await DELETE(
      customer.request("DELETE", `/api/submissions/${id}`, { json: {} }),
      params({ id }),
    );
    expect(response.status).toBe(204);
    expect((await view(customer, id)).status).toBe(404);
  });
});

describe("ownership", () => {
  it("answers 404 for another customer's submission and for malformed ids, 401 without a session", async () => {
    const owner = await signedInCustomer();
    const stranger = await signedInCustomer();
    const id = await newDraft(owner);
    for (const response of [
      await view(stranger, id),
      await patch(stranger, id, { title: "Mine now" }),
      await upload(stranger, id, FOUNTAIN, "x.fountain"),
      await view(owner, "not-a-uuid"),
      await view(owner, "00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(response.status).toBe(404);
      expect((await bodyOf<{ message: string }>(response)).message).toBe(
        "This quote does not exist or is not yours.",
      );
    }
    const anonymous = await getOne(
      new (await import("next/server")).NextRequest(`http://localhost:3000/api/submissions/${id}`),
      params({ id }),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("script upload", () => {
  it("stores the script, reads it in the background and prices the pages", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const response = await upload(customer, id, FOUNTAIN, "night-ferry.fountain");
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toMatchObject({
      version: 1,
      original_name: "night-ferry.fountain",
      format: "fountain",
      status: "queued",
    });

    const read = await whenRead(customer, id);
    expect(read.pending_upload).toBeNull();
    expect(read.script).toMatchObject({
      status: "parsed",
      progress: 100,
      page_count: 1,
      page_count_exact: false,
      scene_count: 2,
      speaking_characters: 2,
      writer: "Test Writer",
      draft_date: null,
    });
    // The quote was untitled, so it takes the title page's title.
    expect(read.title).toBe("Night Ferry");
    expect(read.quote.total).toBe(45_000);

    const link = await scriptLinkRoute(
      customer.request("GET", `/api/submissions/${id}/script-link`),
      params({ id }),
    );
    const { url } = await bodyOf<{ url: string }>(link);
    const token = new URL(url).pathname.split("/").at(-1)!;
    const file = await serveFile(new Request(url), params({ token }));
    expect(await file.text()).toBe(FOUNTAIN);
    expect(file.headers.get("content-disposition")).toMatch(
      /^inline; filename="night-ferry.fountain"/,
    );
  });

  it("keeps each upload as a new version and prices the newest one read", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    await upload(customer, id, FOUNTAIN, "draft-1.fountain");
    await whenRead(customer, id);
    expect((await upload(customer, id, WESTERN_FDX, "western.fdx")).status).toBe(201);
    const read = await whenRead(customer, id);
    expect(read.script).toMatchObject({ version: 2, format: "fdx", original_name: "western.fdx" });
  });

  it("reads a one-scene script as a screenplay and prices it", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    const short = await renderScreenplayPdf([
      { type: "scene_heading", text: "INT. SIGNAL BOX - NIGHT" },
      { type: "action", text: "A lamp swings. Nobody comes." },
    ]);
    expect((await upload(customer, id, short, "signal-box.pdf")).status).toBe(201);
    const read = await whenRead(customer, id);
    expect(read.pending_upload).toBeNull();
    expect(read.script).toMatchObject({ status: "parsed", page_count: 1, scene_count: 1 });
  });

  it("refuses a long PDF that is not a screenplay once it is read, with the sentence, unpriced", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    // Too long to read while the uploader waits: the background read refuses it.
    const letters = await renderDocumentPdf(SOLICITORS_LETTER, { copies: 12 });
    expect((await upload(customer, id, letters, "letters.pdf")).status).toBe(201);
    const read = await whenRead(customer, id);
    expect(read.pending_upload).toMatchObject({
      status: "failed",
      error: expect.stringMatching(
        /^This file does not look like a screenplay: we found no scene headings/,
      ),
    });
    expect(read.script).toBeNull();
    expect(read.quote.total).toBe(45_000);
    expect(await storedFiles(id)).toEqual([]);
  });

  const encryptedPdf = () =>
    new Promise<Uint8Array>((resolve) => {
      const doc = new PDFDocument({ userPassword: "secret", ownerPassword: "owner" });
      const chunks: Buffer[] = [];
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.text("INT. VAULT - NIGHT");
      doc.end();
    });

  it.each<
    [string, () => Promise<Uint8Array | string> | Uint8Array | string, string, number, RegExp]
  >([
    ["a PNG disguised as a PDF", () => pngBytes(), "script.pdf", 415, /not a screenplay format/],
    ["an empty file", () => "", "empty.fountain", 400, /^The file is empty/],
    ["a PDF without pages", renderPagelessPdf, "blank.pdf", 400, /^This PDF has no pages/],
    ["a password-protected PDF", encryptedPdf, "locked.pdf", 400, /password-protected/],
    ["a scanned PDF without text", renderShapesOnlyPdf, "scan.pdf", 400, /no text layer/],
    [
      "a one-page letter as a PDF",
      () => renderDocumentPdf(SOLICITORS_LETTER),
      "letter.pdf",
      400,
      /^This file does not look like a screenplay: we found no scene headings/,
    ],
    [
      "an invoice as plain text",
      () => INVOICE,
      "invoice.txt",
      400,
      /^This file does not look like a screenplay: we found no scene headings/,
    ],
    [
      "corrupt Final Draft XML",
      () => BROKEN_FDX.corrupt,
      "broken.fdx",
      400,
      /Final Draft file is damaged/,
    ],
    ["a DOCX zip bomb", () => zipBombDocx(), "bomb.docx", 400, /unpacks to more than we accept/],
    [
      "a 25 MB file",
      () => new Uint8Array(25 * 1024 * 1024).fill(65),
      "big.fountain",
      413,
      /larger than 20 MB/,
    ],
    [
      "a file name with folders",
      () => FOUNTAIN,
      "../../etc/night.fountain",
      400,
      /without folders/,
    ],
  ])(
    "refuses %s: clear message, nothing stored, the draft unchanged",
    async (_what, make, name, status, message) => {
      const customer = await signedInCustomer();
      const id = await newDraft(customer);
      const before = await bodyOf<SubmissionView>(await view(customer, id));
      const filesBefore = await storedFiles(id);
      const response = await upload(customer, id, await make(), name);
      expect(response.status).toBe(status);
      expect((await bodyOf<{ message: string }>(response)).message).toMatch(message);
      expect(await db().select().from(scriptFiles).where(eq(scriptFiles.submissionId, id))).toEqual(
        [],
      );
      expect(await storedFiles(id)).toEqual(filesBefore);
      expect(await bodyOf<SubmissionView>(await view(customer, id))).toEqual(before);
      // Refused uploads leave the draft untouched, so "New" still reuses it.
      expect(await newDraft(customer)).toBe(id);
    },
  );
});

describe("upload rate", () => {
  it("stops a customer after an hour's worth of uploads, with Retry-After", async () => {
    const customer = await signedInCustomer();
    const id = await newDraft(customer);
    for (let i = 0; i < SUBMISSION_LIMITS.uploadsPerHour; i++) {
      await consumeRateLimit(uploadRateKey(customer.id), { limit: 1_000, windowMs: 3_600_000 });
    }
    const response = await upload(customer, id, FOUNTAIN, "one-more.fountain");
    expect(response.status).toBe(429);
    expect((await bodyOf<{ message: string }>(response)).message).toMatch(
      /^You have uploaded many scripts in the last hour\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3000);
  });
});

describe("list", () => {
  it("pages the caller's own submissions, newest first, with pages and price", async () => {
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    await newDraft(other);
    const rows = Array.from({ length: 23 }, (_, i) => ({
      ownerId: customer.id,
      title: `Script ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    await db().insert(submissions).values(rows);
    const page = async (n?: string) =>
      bodyOf<SubmissionPage>(
        await list(customer.request("GET", `/api/submissions${n ? `?page=${n}` : ""}`)),
      );
    const first = await page();
    expect(first).toMatchObject({ page: 1, page_size: 20, total_items: 23 });
    expect(first.items.map((item) => item.title).slice(0, 2)).toEqual(["Script 22", "Script 21"]);
    expect(first.items[0]).toMatchObject({ status: "draft", page_count: null, total: 45_000 });
    expect((await page("2")).items.map((item) => item.title)).toEqual([
      "Script 2",
      "Script 1",
      "Script 0",
    ]);
    const bad = await list(customer.request("GET", "/api/submissions?page=zero"));
    expect(bad.status).toBe(400);
  });
});

/** The 8-byte PNG signature and a header: a picture whatever its name says. */
function pngBytes(): Uint8Array {
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
  ]);
}
