import { randomUUID } from "node:crypto";

import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { givePrivateJobQueue } from "@/test/private-job-queue";

import { workOnScriptFiles } from "./workers";

// The queue's supervisor looks for dead workers' jobs every few seconds; a heartbeat lapses after
// ten: room for a loaded machine.
jest.setTimeout(180_000);
givePrivateJobQueue();

afterAll(stopJobQueue);

/** Resolves with the first script-file id given up, or fails after `timeoutMs`. */
function givenUp(timeoutMs = 150_000) {
  let resolve!: (id: string) => void;
  const promise = new Promise<string>((done, fail) => {
    resolve = done;
    setTimeout(() => fail(new Error("no script file was given up")), timeoutMs).unref();
  });
  return { promise, giveUp: async (id: string) => resolve(id) };
}

/** A queue pair as the screenplay queues are set up: one attempt, then its dead letter queue. */
async function queuePair(options: { heartbeatSeconds?: number } = {}) {
  const queue = await jobQueue();
  const name = `test-${randomUUID()}`;
  const deadLetter = `${name}-failed`;
  await queue.createQueue(deadLetter);
  await queue.createQueue(name, { retryLimit: 0, deadLetter, ...options });
  return { queue, name, deadLetter };
}

test("a script file whose last attempt threw is given up", async () => {
  const { queue, name, deadLetter } = await queuePair();
  const { promise, giveUp } = givenUp();
  await workOnScriptFiles(
    queue,
    { name, deadLetter },
    async () => {
      throw new Error("unreadable");
    },
    giveUp,
  );
  const scriptFileId = randomUUID();
  await queue.send(name, { scriptFileId });
  await expect(promise).resolves.toBe(scriptFileId);
});

test("a script file whose worker died mid-job (its heartbeat stopped) is given up", async () => {
  const { queue, name, deadLetter } = await queuePair({ heartbeatSeconds: 10 });
  const scriptFileId = randomUUID();
  await queue.send(name, { scriptFileId });
  // Taken as a worker takes it, then never finished nor kept alive: as when the process is killed.
  const [taken] = await queue.fetch(name);
  expect(taken?.data).toEqual({ scriptFileId });
  const { promise, giveUp } = givenUp();
  const run = jest.fn(async () => undefined);
  await workOnScriptFiles(queue, { name, deadLetter }, run, giveUp);
  await expect(promise).resolves.toBe(scriptFileId);
  expect(run).not.toHaveBeenCalled();
});
