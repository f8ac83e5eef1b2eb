/**
 * Every domain's background workers. Each domain declares its own; this is the one list of them,
 * so lib/jobs/ knows no domain. The web server (instrumentation.ts) runs them all unless a
 * worker process (scripts/worker.ts) takes the screenplay work.
 */
import { attentionEmailWorkers } from "@/lib/attention/inbox";
import { analysisWorkers } from "@/lib/clearance-items/run";
import { commentEmailWorkers } from "@/lib/comments/emails";
import { runWorkers } from "@/lib/jobs/workers";
import { orderEmailWorkers } from "@/lib/orders/emails";
import { paymentToRefundWorkers } from "@/lib/payments/refunds";
import { checkoutExpiryWorkers } from "@/lib/payments/session-expiry";
import { proformaEmailWorkers } from "@/lib/proformas/emails";
import { annotatedScriptWorkers } from "@/lib/reports/annotated-job";
import { reportEmailWorkers } from "@/lib/reports/emails";
import { ingestWorkers } from "@/lib/scripts/ingest";
import { fileDeletionWorkers } from "@/lib/storage/deletion";

/**
 * Reading and analysing scripts: seconds of CPU a big file, which stall whichever loop runs them.
 * The analysis workers first: they load the first pass's tables before any job is taken.
 */
const screenplayWorkers = [analysisWorkers, ingestWorkers];

/**
 * E-mails wait on the mail server, not the CPU: they stay beside the web server, as do the calls
 * that expire checkouts at the card processor.
 */
const emailWorkers = [
  checkoutExpiryWorkers,
  paymentToRefundWorkers,
  orderEmailWorkers,
  proformaEmailWorkers,
  commentEmailWorkers,
  attentionEmailWorkers,
  reportEmailWorkers,
];

/**
 * Like e-mails, deleting stored files waits on another service. A report's annotated script is
 * drawn here too, as the report's own PDF is rendered by the web server: its notes are set with
 * @react-pdf, which the worker process, running server modules under the react-server
 * condition, cannot load (its React lacks what the renderer needs).
 */
const serviceWorkers = [...emailWorkers, fileDeletionWorkers, annotatedScriptWorkers];

/** The web server's workers: without the screenplay ones when a worker process runs those. */
export const startWorkers = ({ screenplay = true } = {}) =>
  runWorkers(screenplay ? [...screenplayWorkers, ...serviceWorkers] : serviceWorkers);

/** The worker process's share (scripts/worker.ts). */
export const startScreenplayWorkers = () => runWorkers(screenplayWorkers);
