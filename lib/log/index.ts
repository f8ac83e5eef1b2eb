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

/** The logger of the request under way, a child carrying its id (lib/http/request-id.ts). */
const requestScope = new AsyncLocalStorage<Logger>();

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const levelFromEnv = (value = process.env.LOG_LEVEL) =>
  LEVELS.find((level) => level === value) ?? "info";

/** A logger writing to `destination` (standard output unless a test gives another). */
export function createLogger(destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: levelFromEnv(),
    base: { pid: process.pid },
    // The role as set when the line is written, so that loggers made at import time get it too.
    mixin: () => ({ role }),
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names, not numbers: a person reads `"level":"error"` without a table.
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

const root = createLogger();

/**
 * The logger for this moment: the request's child inside a request, the process's otherwise.
 * Parts name themselves with a field (`log().child({ part: "jobs" })` or `{ part }` per line).
 */
export const log = (): Logger => requestScope.getStore() ?? root;

/** Runs `work` with `logger` as the logger `log()` gives, however deep the calls go. */
export const withLogger = <T>(logger: Logger, work: () => T): T => requestScope.run(logger, work);
