/**
 * The one logger of every process: JSON lines on standard output, each with its time, level,
 * message (`msg`), the process's role and pid, and, inside a request, the request's id
 * (docs/operations.md, "Logs"). Console output stays for commands a person reads (the bench's
 * and eval's tables, usage lines).
 */
import { AsyncLocalStorage } from "node:async_hooks";

import pino, { type DestinationStream, type Logger } from "pino";

/** What a process is, as the launcher and the image's roles name them. */
export type ProcessRole = "web" | "worker" | "launcher" | "serve" | "auth-core" | "migrate";

/** Set by the process's entry point (scripts/); Next's server is the web role. */
let role: ProcessRole = "web";
export const setProcessRole = (next: ProcessRole) => {
  role = next;
};

/** The fields of the request under way (lib/http/request-log.ts), on every line written in it. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The fields of the request under way, if any. */
export const logFields = () => requestScope.getStore();

/** Runs `work` with `fields` on every line logged inside it, however deep the calls go. */
export const withLogFields = <T>(fields: { requestId: string }, work: () => T): T =>
  requestScope.run(fields, work);

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const levelFromEnv = (value = process.env.LOG_LEVEL) =>
  LEVELS.find((level) => level === value) ?? "info";

/**
 * An error as type, message, stack and code: not its every property (a database error carries
 * its whole connection), and its cause the same way.
 */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...(code !== undefined && { code }),
    ...(error.cause !== undefined && { cause: serializeError(error.cause) }),
  };
}

/** A logger writing to `destination` (standard output unless a test gives another). */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: levelFromEnv(),
    base: { pid: process.pid },
    // Read as each line is written: loggers made at import time get the role set after, and
    // code deep inside a request needs no logger handed down to carry its id.
    mixin: () => ({ role, ...requestScope.getStore() }),
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    // Level names, not numbers: a person reads `"level":"error"` without a table.
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The process's logger. A part names itself with a field (`log.error({ part: "jobs", err }, …)`);
 * an error goes in `err`, which pino writes with its type, message and stack.
 */
export const log: Logger = createLogger();
