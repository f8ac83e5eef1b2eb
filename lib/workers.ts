/**
 * Every domain's background workers. Each domain declares its own; this is the one list of them,
 * so lib/jobs/ knows no domain. The web server (instrumentation.ts) runs them all unless a
 * worker process (scripts/worker.ts) takes the screenplay work (lib/screenplay-workers.ts).
 */
import { attentionEmailWorkers } from "@/lib/attention/inbox";
import { billingDocumentWorkers } from "@/lib/billing/delivery";
import { commentEmailWorkers } from "@/lib/comments/emails";
import { runWorkers } from "@/lib/jobs/workers";
import { orderEmailWorkers } from "@/lib/orders/emails";
import { paymentToRefundWorkers } from "@/lib/payments/refunds";
import { checkoutExpiryWorkers } from "@/lib/payments/session-expiry";
import { proformaEmailWorkers } from "@/lib/proformas/emails";
import { annotatedScriptWorkers } from "@/lib/reports/annotated-job";
import { reportEmailWorkers } from "@/lib/reports/emails";
import { screenplayWorkers } from "@/lib/screenplay-workers";
import { fileDeletionWorkers } from "@/lib/storage/deletion";

/**
 * E-mails wait on the mail server, not the CPU: they stay beside the web server, as do the calls
 * that expire checkouts at the card processor. An invoice's or credit note's PDF is drawn with
 * its e-mail, once, with @react-pdf, which only the web server can load (see below).
 */
const emailWorkers = [
  checkoutExpiryWorkers,
  paymentToRefundWorkers,
  orderEmailWorkers,
  billingDocumentWorkers,
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
