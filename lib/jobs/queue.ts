import type { PoolClient } from "pg";
import { PgBoss, type SendOptions, type Queue } from "pg-boss";
import { z } from "zod";

import { databaseUrlFromEnv } from "@/lib/env";

/**
 * A job that holds the event loop for seconds (the first pass, drawing an annotated script): five
 * minutes means it is stuck, and a cold process on a loaded machine (no warm-up, tables to build
 * first) gets a minute's room before a silent worker counts as dead.
 */
const CPU_BOUND_JOB = {
  expireInSeconds: 300,
  heartbeatSeconds: 60,
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  notify: true,
};

/**
 * Every queue the app uses, with its retry and expiry policy. The screenplay jobs carry a
 * heartbeat: pg-boss refreshes it while the handler runs (every half of `heartbeatSeconds`), and
 * the supervisor fails, so retries, a job whose heartbeat stopped, as when its worker was killed.
 * A restarted worker then takes it over within about half a minute, not at its expiry.
 */
export const QUEUES = {
  /**
   * Where a script job goes when its last attempt failed, however it failed: its handler threw,
   * or its worker died (a stopped heartbeat, an expiry). Its worker records the failure, so an
   * upload never stays "Reading", nor an annotated script "being prepared", for good. Listed
   * before the queues that name them.
   */
  ingestScriptFailed: {
    name: "ingest-script-failed",
    expireInSeconds: 60,
    retryLimit: 6,
    retryDelay: 10,
    retryBackoff: true,
    notify: true,
  },
  analyzeScriptFailed: {
    name: "analyze-script-failed",
    expireInSeconds: 60,
    retryLimit: 6,
    retryDelay: 10,
    retryBackoff: true,
    notify: true,
  },
  annotateScriptFailed: {
    name: "annotate-script-failed",
    expireInSeconds: 60,
    retryLimit: 6,
    retryDelay: 10,
    retryBackoff: true,
    notify: true,
  },
  /** Reads an uploaded script into the screenplay model (lib/scripts/ingest.ts). */
  ingestScript: {
    name: "ingest-script",
    deadLetter: "ingest-script-failed",
    // A parse that has not finished in five minutes is stuck; it is retried, then failed.
    expireInSeconds: 300,
    // Reading yields to the event loop as it reports progress: the heartbeat keeps beating.
    heartbeatSeconds: 10,
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    // Woken by NOTIFY the moment a job is queued, so analysis starts without a polling delay.
    notify: true,
  },
  /** The automatic first pass over a parsed script (lib/research/run.ts). */
  analyzeScript: { name: "analyze-script", deadLetter: "analyze-script-failed", ...CPU_BOUND_JOB },
  /** E-mails about an order (lib/orders/emails.ts), sent after the change that calls for them. */
  orderEmail: {
    name: "order-email",
    expireInSeconds: 120,
    // A mail server that is down for a while is tried again for about half an hour.
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** Expires an ended order's card checkout at the processor (lib/payments/session-expiry.ts). */
  checkoutExpiry: {
    name: "checkout-expiry",
    expireInSeconds: 120,
    // The processor unreachable for a while is tried again for about half an hour.
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** The admins' e-mail about a payment to refund (lib/payments/refunds.ts). */
  paymentToRefundEmail: {
    name: "payment-to-refund-email",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /**
   * A final invoice's or credit note's PDF, rendered once and stored, then its e-mail
   * (lib/billing/documents.ts).
   */
  billingDocument: {
    name: "billing-document",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** The proforma issued e-mail with its PDF (lib/proformas/emails.ts). */
  proformaEmail: {
    name: "proforma-email",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** A researcher's comment for the customer (lib/comments/emails.ts): one e-mail per comment. */
  commentEmail: {
    name: "comment-email",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /**
   * The researchers' "needs you" e-mail of a submission (lib/attention/inbox.ts): queued for each
   * customer event, at once or at the end of the submission's ten-minute window; a job that finds
   * nothing left to send does nothing.
   */
  attentionEmail: {
    name: "attention-email",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** The "report delivered" e-mail of a published report version (lib/reports/emails.ts). */
  reportEmail: {
    name: "report-email",
    expireInSeconds: 120,
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
  /** The annotated script of a published report version (lib/reports/annotated-job.ts). */
  annotateScript: {
    name: "annotate-script",
    deadLetter: "annotate-script-failed",
    ...CPU_BOUND_JOB,
  },
  /** Stored files of deleted rows (lib/storage/deletion.ts). */
  deleteStoredFiles: {
    name: "delete-stored-files",
    expireInSeconds: 300,
    // The files must not outlive their rows: a store that is down is tried again ten times, the
    // waits doubling from half a minute, over some 9 to 17 hours.
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    notify: true,
  },
} satisfies Record<string, Queue>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];

/** Where pg-boss keeps its tables; integration test files that run workers each get their own. */
const queueSchema = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, "JOB_QUEUE_SCHEMA must be a lower-case PostgreSQL name")
  .default("pgboss");

// Kept on globalThis so `next dev` reloads reuse one instance.
const holder = globalThis as typeof globalThis & { __ncsJobs?: Promise<PgBoss> };

/**
 * The job queue, kept by pg-boss in the app's own PostgreSQL (schema `pgboss`, or
 * JOB_QUEUE_SCHEMA, which it creates and migrates itself). Started on first use.
 */
export function jobQueue(): Promise<PgBoss> {
  holder.__ncsJobs ??= startQueue().catch((error: unknown) => {
    holder.__ncsJobs = undefined;
    throw error;
  });
  return holder.__ncsJobs;
}

async function startQueue(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrlFromEnv(),
    schema: queueSchema.parse(process.env.JOB_QUEUE_SCHEMA),
    max: 4,
    useListenNotify: true,
    schedule: false,
    // Dead workers' jobs (a stale heartbeat, an expiry) are looked for every few seconds, not
    // every minute as by default.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on("error", (error) => console.error(`[jobs] ${error.message}`));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const { name, ...options } of Object.values(QUEUES)) {
    if (existing.has(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
  }
  return boss;
}

/** Queues a job; `options.db` puts it in the caller's transaction. */
export async function enqueue(
  queue: QueueName,
  data: object,
  options?: SendOptions,
): Promise<string> {
  const id = await (await jobQueue()).send(queue, data, options);
  if (!id) throw new Error(`the ${queue} queue refused the job`);
  return id;
}

/** Send options that queue a job inside the transaction open on `client`. */
export const inTransaction = (client: PoolClient): SendOptions => ({
  db: { executeSql: (text, values) => client.query(text, values) },
});

/** Stops workers after their current job and closes the queue's connections. */
export async function stopJobQueue(): Promise<void> {
  const running = holder.__ncsJobs;
  holder.__ncsJobs = undefined;
  await (await running?.catch(() => undefined))?.stop({ graceful: true, timeout: 10_000 });
}
