import { asc, eq } from "drizzle-orm";

import { db } from "@/lib/db/client";
import { clearanceItems, scriptFiles } from "@/lib/db/schema";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { analyzeScriptJob } from "@/lib/research/run";
import { parsedScriptFile } from "@/test/script-files";

import { ANALYSIS_FAILED, analyzeScriptFile, failAnalysis, queueMissingAnalyses } from "./run";

jest.setTimeout(60_000);

afterAll(async () => {
  await stopJobQueue();
});

const fileRow = async (id: string) =>
  (await db().select().from(scriptFiles).where(eq(scriptFiles.id, id)))[0]!;

/** The stored items without what a new insert changes (row id, time). */
const itemsOf = async (scriptFileId: string) =>
  (
    await db()
      .select()
      .from(clearanceItems)
      .where(eq(clearanceItems.scriptFileId, scriptFileId))
      .orderBy(asc(clearanceItems.position))
  ).map(({ id: _id, createdAt: _createdAt, ...item }) => item);

it("stores the first pass's items with their occurrences, and a rerun leaves the same rows", async () => {
  const file = await parsedScriptFile();
  await analyzeScriptFile(file.id);

  const analyzed = await fileRow(file.id);
  expect(analyzed).toMatchObject({ analysisStatus: "done", analysisError: null });
  expect(analyzed.analyzedAt).toBeInstanceOf(Date);
  expect(analyzed.analysisMs).toBeGreaterThanOrEqual(0);

  const items = await itemsOf(file.id);
  expect(items.map((item) => item.position)).toEqual(items.map((_, position) => position));
  const dana = items.find(
    (item) => item.category === "character_name" && /dana/i.test(item.canonical),
  );
  expect(dana).toMatchObject({ submissionId: file.submissionId, scriptFileId: file.id });
  expect(dana!.occurrences).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ page: 1, sceneIndex: 1, elementType: "character", text: "DANA" }),
    ]),
  );
  expect(dana!.risk).toBeGreaterThanOrEqual(0);
  expect(dana!.risk).toBeLessThanOrEqual(100);
  // What the customer is shown until a report is published: the pass's counts, kept with the file.
  const found: Record<string, number> = {};
  for (const { category } of items) found[category] = (found[category] ?? 0) + 1;
  expect(analyzed.analysisCounts).toEqual(found);

  await analyzeScriptFile(file.id);
  expect(await itemsOf(file.id)).toEqual(items);
  expect(await fileRow(file.id)).toMatchObject({ analysisStatus: "done" });
});

it("leaves a file that has not been read alone", async () => {
  const file = await parsedScriptFile("parsing");
  await analyzeScriptFile(file.id);
  expect(await fileRow(file.id)).toMatchObject({ analysisStatus: null });
  expect(await itemsOf(file.id)).toEqual([]);
});

it("records a pass that gave up, with a plain reason", async () => {
  const file = await parsedScriptFile();
  await failAnalysis(file.id, ANALYSIS_FAILED);
  expect(await fileRow(file.id)).toMatchObject({
    analysisStatus: "failed",
    analysisError: ANALYSIS_FAILED,
  });
});

it("queues the first pass for scripts read before it existed, once", async () => {
  const file = await parsedScriptFile("parsed", null);
  const unread = await parsedScriptFile("parsing", null);
  expect(await queueMissingAnalyses()).toBeGreaterThanOrEqual(1);
  expect(await fileRow(file.id)).toMatchObject({ analysisStatus: "pending" });
  expect(await fileRow(unread.id)).toMatchObject({ analysisStatus: null });

  expect(await queueMissingAnalyses()).toBe(0);
  const queued = await (
    await jobQueue()
  ).findJobs(analyzeScriptJob.name, { data: { scriptFileId: file.id } });
  expect(queued).toHaveLength(1);
});
