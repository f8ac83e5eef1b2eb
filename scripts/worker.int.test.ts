import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

import { eq } from "drizzle-orm";

import { db } from "@/lib/db/client";
import { scriptFiles } from "@/lib/db/schema";
import { enqueue, QUEUES, stopJobQueue } from "@/lib/jobs/queue";
import { fileStore } from "@/lib/storage";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { customerSubmission } from "@/test/submission-rows";

// The worker loads its tables cold and may first take jobs other test files left in the shared
// queue, on a machine the other tests share: the wait ends as soon as this upload is analysed.
jest.setTimeout(420_000);
givePrivateJobQueue();

const SCRIPT = `INT. HARBOUR OFFICE - NIGHT

MARGOT LEE studies a map of Liverpool.

MARGOT
Call Tobias Crane at 555-0142.
`;

let worker: ChildProcess | undefined;
afterAll(async () => {
  if (worker?.exitCode === null) {
    worker.kill("SIGKILL");
    await once(worker, "exit");
  }
  await stopJobQueue();
});

/** The worker process as `npm run worker` starts it, on the test database and file store. */
function startWorker(): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
    { env: { ...process.env, NODE_ENV: "test" }, stdio: ["ignore", "pipe", "inherit"] },
  );
  child.stdout!.resume();
  return child;
}

async function analysed(id: string) {
  for (;;) {
    const [row] = await db().select().from(scriptFiles).where(eq(scriptFiles.id, id));
    if (row?.analysisStatus === "done") return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it("reads and analyses a queued upload in its own process, then stops when told", async () => {
  // This test process runs no workers: the jobs it queues can only be done by the child.
  const submission = await customerSubmission("worker");
  const storageKey = `scripts/${submission.id}/harbour.fountain`;
  await fileStore().put(storageKey, Buffer.from(SCRIPT), "text/plain");
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId: submission.id,
      version: 1,
      originalName: "harbour.fountain",
      format: "fountain",
      sizeBytes: SCRIPT.length,
      sha256: "0".repeat(64),
      storageKey,
    })
    .returning();
  await enqueue(QUEUES.ingestScript.name, { scriptFileId: file!.id });

  worker = startWorker();
  const row = await analysed(file!.id);
  expect(row).toMatchObject({ status: "parsed", progress: 100, sceneCount: 1 });
  expect(row.analysisMs).toEqual(expect.any(Number));

  worker.kill("SIGTERM");
  const [code] = (await once(worker, "exit")) as [number | null];
  expect(code).toBe(0);
});
