import { randomUUID } from "node:crypto";

import { db } from "@/lib/db/client";
import { reportVersions, scriptFiles } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { analyzeScriptFile } from "@/lib/research/run";
import { parseScreenplay } from "@/lib/screenplay";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { customerSubmission } from "@/test/submission-rows";

import { getAdminScriptView, getOwnScriptView } from "./script-view";

jest.setTimeout(60_000);

afterAll(async () => {
  await stopJobQueue();
});

const submissionOf = (title: string) => customerSubmission("script-view", title);

/** A script upload of HARBOUR_LIGHT; a parsed one carries its screenplay and first pass. */
async function upload(submissionId: string, version: number, status: "parsed" | "failed") {
  const screenplay = await parseScreenplay(new TextEncoder().encode(HARBOUR_LIGHT), {
    fileName: "harbour-light.fountain",
  });
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId,
      version,
      originalName: `harbour-light-v${version}.fountain`,
      format: "fountain",
      sizeBytes: HARBOUR_LIGHT.length,
      sha256: "0".repeat(64),
      status,
      ...(status === "parsed" ? { screenplay, analysisStatus: "pending" as const } : {}),
    })
    .returning();
  if (status === "parsed") await analyzeScriptFile(file!.id);
  return file!;
}

it("reads the newest script that was read, page by page, with its items' places only", async () => {
  const submission = await submissionOf("The Harbour Light");
  await upload(submission.id, 1, "parsed");
  const current = await upload(submission.id, 2, "parsed");
  await upload(submission.id, 3, "failed");

  const data = await getAdminScriptView(submission.id);
  expect(data.submission).toEqual({ id: submission.id, title: "The Harbour Light" });
  expect(data.script).toEqual({
    id: current.id,
    version: 2,
    original_name: "harbour-light-v2.fountain",
  });
  expect(data.view?.pages[0]?.elements[0]).toEqual({
    index: 0,
    type: "scene_heading",
    text: "INT. HARBOUR CAFE - NIGHT",
  });
  expect(data.view?.scenes.map(({ heading }) => heading)).toEqual([
    "INT. HARBOUR CAFE - NIGHT",
    "EXT. PIER - CONTINUOUS",
  ]);
  const dana = data.items.find(({ canonical }) => /dana/i.test(canonical));
  expect(dana).toMatchObject({ category: "character_name", suggested_status: expect.any(String) });
  for (const occurrence of dana!.occurrences) {
    expect(Object.keys(occurrence).sort()).toEqual(["elementIndex", "end", "page", "start"]);
  }
  // Each item is the current file's: no second copy from version 1.
  expect(
    new Set(data.items.map(({ canonical, category }) => `${category}:${canonical}`)).size,
  ).toBe(data.items.length);
});

it("shows nothing before a script was read, and answers 404 for a missing or malformed id", async () => {
  const submission = await submissionOf("Unread");
  await upload(submission.id, 1, "failed");
  expect(await getAdminScriptView(submission.id)).toMatchObject({
    script: null,
    view: null,
    items: [],
  });
  await expect(getAdminScriptView(randomUUID())).rejects.toMatchObject({ status: 404 });
  await expect(getAdminScriptView("not-a-uuid")).rejects.toMatchObject({ status: 404 });
});

it("gives a customer their own script only, with the published report's items, not the research's", async () => {
  const submission = await submissionOf("Mine");
  const first = await upload(submission.id, 1, "parsed");
  const owner = { id: submission.ownerId } as Parameters<typeof getOwnScriptView>[0];
  const before = await getOwnScriptView(owner, submission.id);
  expect(before).toMatchObject({ report_version: null, items: [] });
  expect(before.view?.pageCount).toBe(1);

  // Version 1 of the report covers draft 1; a later draft and live research do not show.
  const at = { elementIndex: 1, start: 0, end: 5 };
  const item = { id: "item-1", category: "location", text: "Harbour Cafe", code: "NC" };
  await db()
    .insert(reportVersions)
    .values({
      submissionId: submission.id,
      version: 1,
      snapshot: {
        cover: { version: 1, draft: { version: 1 } },
        items: [{ ...item, occurrences: [{ page: 1, scene: "1", at }] }],
      },
      pdfKey: "reports/test/v1.pdf",
      xlsxKey: "reports/test/v1.xlsx",
      publishedBy: "admin",
      publishedAt: new Date(),
    });
  await upload(submission.id, 2, "parsed");
  const after = await getOwnScriptView(owner, submission.id);
  expect(after.report_version).toBe(1);
  expect(after.script?.id).toBe(first.id);
  expect(after.items).toEqual([
    {
      id: "item-1",
      category: "location",
      canonical: "Harbour Cafe",
      suggested_status: "NC",
      occurrences: [{ page: 1, ...at }],
    },
  ]);
  const stranger = { id: "someone-else" } as Parameters<typeof getOwnScriptView>[0];
  await expect(getOwnScriptView(stranger, submission.id)).rejects.toMatchObject({ status: 404 });
});
