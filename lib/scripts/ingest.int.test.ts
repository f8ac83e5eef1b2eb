import { eq } from "drizzle-orm";

import { db } from "@/lib/db/client";
import { scriptFiles, submissions } from "@/lib/db/schema";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { analyzeScriptJob } from "@/lib/research/run";
import { fileStore } from "@/lib/storage";
import { unreadUpload } from "@/test/script-files";

import { ingestScriptFile } from "./ingest";

beforeAll(async () => {});
afterAll(async () => {
  await stopJobQueue();
});

/** An upload recorded as the API would, with `bytes` in storage, but never checked. */
async function storedUpload(bytes: string, name: string, title = "") {
  const file = await unreadUpload(Buffer.from(bytes), name, { title });
  return { id: file.id, storageKey: file.storageKey!, submissionId: file.submissionId };
}

const rowOf = async (id: string) =>
  (await db().select().from(scriptFiles).where(eq(scriptFiles.id, id)))[0]!;

it("reads a stored script into the model and its figures, once", async () => {
  const upload = await storedUpload(
    "INT. LAB - NIGHT\n\nDR. OKAFOR\nIt works.\n\nEXT. ROOF - DAWN\n\nSilence.\n",
    "lab.fountain",
  );
  await ingestScriptFile(upload.id);
  const parsed = await rowOf(upload.id);
  expect(parsed).toMatchObject({
    status: "parsed",
    progress: 100,
    pageCount: 1,
    pageCountExact: false,
    sceneCount: 2,
    speakingCharacters: 1,
  });
  expect((parsed.screenplay as { elements: unknown[] }).elements).toHaveLength(5);
  // The first pass is queued with the result.
  expect(parsed.analysisStatus).toBe("pending");
  const queued = await (
    await jobQueue()
  ).findJobs(analyzeScriptJob.name, {
    data: { scriptFileId: upload.id },
  });
  expect(queued).toHaveLength(1);

  // A retried job finds the work done and changes nothing.
  await ingestScriptFile(upload.id);
  expect(await rowOf(upload.id)).toEqual(parsed);
});

it("fails an upload that turns out not to be a script, with the reason, and removes the file", async () => {
  const upload = await storedUpload("   \n\n  ", "blank.fountain");
  await ingestScriptFile(upload.id);
  expect(await rowOf(upload.id)).toMatchObject({
    status: "failed",
    storageKey: null,
    error:
      "We found no screenplay text in this file. Check that it is the script and upload it again.",
  });
  await expect(fileStore().get(upload.storageKey)).rejects.toThrow();
});

describe("the title page", () => {
  const script = [
    "Title: THE LONG",
    "    GOODBYE",
    "Credit: Written by",
    "Author: Mae Calloway",
    "Draft date: Second Draft, 3 March 2031",
    "",
    "INT. LAB - NIGHT",
    "",
    "It works.",
    "",
  ].join("\n");
  const titleOf = async (submissionId: string) =>
    (await db().select().from(submissions).where(eq(submissions.id, submissionId)))[0]!.title;

  it("names a quote the customer left untitled", async () => {
    const upload = await storedUpload(script, "goodbye.fountain");
    await ingestScriptFile(upload.id);
    expect(await titleOf(upload.submissionId)).toBe("THE LONG GOODBYE");
  });

  it("never replaces a title the customer typed", async () => {
    const upload = await storedUpload(script, "goodbye.fountain", "Farewell, My Lovely");
    await ingestScriptFile(upload.id);
    expect(await titleOf(upload.submissionId)).toBe("Farewell, My Lovely");
  });

  it("leaves the quote untitled when the script has no title page", async () => {
    const upload = await storedUpload("INT. LAB - NIGHT\n\nIt works.\n", "lab.fountain");
    await ingestScriptFile(upload.id);
    expect(await titleOf(upload.submissionId)).toBe("");
  });
});
