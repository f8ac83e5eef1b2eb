import { randomUUID } from "node:crypto";

import { z } from "zod";

import { enqueue, jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { givePrivateJobQueue } from "@/test/private-job-queue";

import { defineJob, type JobPolicy } from "./define";
import { runWorkers } from "./workers";

// The queue's supervisor looks for dead workers' jobs every few seconds; a heartbeat lapses after
// ten: room for a loaded machine.
jest.setTimeout(180_000);
givePrivateJobQueue();

afterAll(stopJobQueue);

/** Resolves with the first value given to `settle`, or fails after `timeoutMs`. */
function firstCall<T>(what: string, timeoutMs = 150_000) {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    setTimeout(() => fail(new Error(`no ${what}`)), timeoutMs).unref();
  });
  return { promise, settle: async (value: T) => resolve(value) };
}

/** A job about one script file, as the screenplay jobs are: one attempt, then given up. */
function scriptFileJob(
  handle: (data: { scriptFileId: string }) => Promise<void>,
  giveUp: (data: { scriptFileId: string }) => Promise<void>,
  policy: JobPolicy = {},
) {
  return defineJob({
    name: `test-${randomUUID()}`,
    payload: z.object({ scriptFileId: z.uuid() }),
    policy: { retryLimit: 0, ...policy },
    handle,
    giveUp: { policy: {}, handle: giveUp },
  });
}

test("a job whose last attempt threw is given up", async () => {
  const givenUp = firstCall<{ scriptFileId: string }>("script file given up");
  const job = scriptFileJob(async () => {
    throw new Error("unreadable");
  }, givenUp.settle);
  await runWorkers([job]);
  const scriptFileId = randomUUID();
  await enqueue(job, { scriptFileId });
  await expect(givenUp.promise).resolves.toEqual({ scriptFileId });
});

test("a job whose worker died mid-job (its heartbeat stopped) is given up", async () => {
  const givenUp = firstCall<{ scriptFileId: string }>("script file given up");
  const run = jest.fn(async () => undefined);
  const job = scriptFileJob(run, givenUp.settle, { heartbeatSeconds: 10 });
  const scriptFileId = randomUUID();
  await enqueue(job, { scriptFileId });
  // Taken as a worker takes it, then never finished nor kept alive: as when the process is killed.
  const [taken] = await (await jobQueue()).fetch(job.name);
  expect(taken?.data).toEqual({ scriptFileId });
  await runWorkers([job]);
  await expect(givenUp.promise).resolves.toEqual({ scriptFileId });
  expect(run).not.toHaveBeenCalled();
});

test("enqueue refuses a payload its job's schema refuses, and queues nothing", async () => {
  const job = defineJob({
    name: `test-${randomUUID()}`,
    payload: z.object({ orderId: z.uuid() }),
    policy: {},
    handle: async () => undefined,
  });
  await expect(enqueue(job, { orderId: "not-an-id" })).rejects.toThrow(
    new RegExp(`${job.name} job's payload is wrong: .*orderId`, "s"),
  );
  // The wrong type is refused at run time too, whatever a caller cast it to.
  await expect(enqueue(job, {} as { orderId: string })).rejects.toThrow(/orderId/);
  const queue = await jobQueue();
  expect(await queue.getQueue(job.name)).toBeNull();
  await enqueue(job, { orderId: randomUUID() });
  expect(await queue.findJobs(job.name)).toHaveLength(1);
});

test("a job queued with a good payload is worked by its handler", async () => {
  const handled = firstCall<{ orderId: string }>("job handled");
  const job = defineJob({
    name: `test-${randomUUID()}`,
    payload: z.object({ orderId: z.uuid() }),
    policy: { retryLimit: 0 },
    handle: handled.settle,
  });
  await runWorkers([job]);
  const orderId = randomUUID();
  await enqueue(job, { orderId });
  await expect(handled.promise).resolves.toEqual({ orderId });
});
