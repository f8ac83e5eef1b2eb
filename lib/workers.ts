/**
 * Every job of every domain. Each domain defines its own (lib/jobs/define.ts); this is the one
 * list of them, so lib/jobs/ knows no domain. The web server (instrumentation.ts) runs them all unless a
 * worker process (scripts/worker.ts) takes the screenplay work (lib/screenplay-workers.ts).
 */
import { attentionEmailJob } from "@/lib/attention/inbox";
import { billingDocumentJob } from "@/lib/billing/delivery";
import { commentEmailJob } from "@/lib/comments/emails";
import type { JobDefinition } from "@/lib/jobs/define";
import { prepareJobQueues } from "@/lib/jobs/queue";
import { runWorkers } from "@/lib/jobs/workers";
import { orderEmailJob } from "@/lib/orders/emails";
import { paymentToRefundJob } from "@/lib/payments/refunds";
import { checkoutExpiryJob } from "@/lib/payments/session-expiry";
import { proformaEmailJob } from "@/lib/proformas/emails";
import { annotateScriptJob } from "@/lib/reports/annotated-job";
import { reportEmailJob } from "@/lib/reports/emails";
import { SCREENPLAY_JOBS } from "@/lib/screenplay-workers";
import { fileDeletionJob } from "@/lib/storage/deletion";

/**
 * E-mails wait on the mail server, not the CPU: they stay beside the web server, as do the calls
 * that expire checkouts at the card processor. An invoice's or credit note's PDF is drawn with
 * its e-mail, once, with @react-pdf, which only the web server can load (see below).
 */
const EMAIL_JOBS = [
  checkoutExpiryJob,
  paymentToRefundJob,
  orderEmailJob,
  billingDocumentJob,
  proformaEmailJob,
  commentEmailJob,
  attentionEmailJob,
  reportEmailJob,
];

/**
 * Like e-mails, deleting stored files waits on another service. A report's annotated script is
 * drawn here too, as the report's own PDF is rendered by the web server: its notes are set with
 * @react-pdf, whose reconciler fails under the worker process's react-server condition, which
 * gives it React's server build (docs/architecture.md, "Why the annotated script is drawn by the
 * web server").
 */
const SERVICE_JOBS = [...EMAIL_JOBS, fileDeletionJob, annotateScriptJob];

/** Every job, each name once (lib/workers.test.ts). */
export const EVERY_JOB: readonly JobDefinition<unknown>[] = [...SCREENPLAY_JOBS, ...SERVICE_JOBS];

/**
 * The web server's workers: without the screenplay ones when a worker process runs those. Every
 * job's queue is made ready all the same, so the web server can queue them all.
 */
export async function startWorkers({ screenplay = true } = {}): Promise<void> {
  await prepareJobQueues(EVERY_JOB);
  await runWorkers(screenplay ? EVERY_JOB : SERVICE_JOBS);
}
