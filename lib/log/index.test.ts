import { Writable } from "node:stream";

import { withRequestLog } from "@/lib/http/request-log";

import { createLogger, setProcessRole } from "./index";

/** A logger whose lines are kept, parsed, for the test to read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(destination), lines };
}

/** Waits for pino's stream to take what was written (a Writable is called asynchronously). */
const flushed = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => setProcessRole("web"));

it("writes one JSON line per call: time, level by name, message, role and pid", async () => {
  const { logger, lines } = capturedLogger();
  setProcessRole("worker");
  logger.error({ part: "jobs", job: "ingest-script" }, "a job's attempt failed");
  await flushed();
  expect(lines).toEqual([
    expect.objectContaining({
      level: "error",
      msg: "a job's attempt failed",
      role: "worker",
      pid: process.pid,
      part: "jobs",
      job: "ingest-script",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }),
  ]);
  expect(lines[0]).not.toHaveProperty("requestId");
});

it("writes an error as its type, message, stack and code, not its every property", async () => {
  const { logger, lines } = capturedLogger();
  const error = Object.assign(new Error("connection lost", { cause: new Error("socket") }), {
    code: "57P01",
    client: { huge: "connection state" },
  });
  logger.error({ err: error }, "the job queue failed");
  await flushed();
  expect(lines[0]?.err).toEqual({
    type: "Error",
    message: "connection lost",
    stack: expect.stringContaining("connection lost"),
    code: "57P01",
    cause: { type: "Error", message: "socket", stack: expect.any(String) },
  });
});

it("puts the request's id on every line logged while a route answers, and on the answer", async () => {
  const { logger, lines } = capturedLogger();
  const request = new Request("http://localhost/api/submissions");
  const response = await withRequestLog(request, async () => {
    await Promise.resolve();
    logger.warn("deep inside the request");
    return Response.json({});
  });
  logger.info("after the request");
  await flushed();
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines[0]).toMatchObject({ level: "warn", role: "web", requestId });
  expect(lines[1]).not.toHaveProperty("requestId");
});

it("keeps an id set upstream, and replaces one that could not be an id", async () => {
  const answer = (id: string) =>
    withRequestLog(new Request("http://localhost/", { headers: { "x-request-id": id } }), () =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
  expect((await answer("lb-1234.abc")).headers.get("x-request-id")).toBe("lb-1234.abc");
  const replaced = (await answer('"}{ injected')).headers.get("x-request-id");
  expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
});
