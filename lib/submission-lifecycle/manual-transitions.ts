/**
 * The status changes an admin makes by hand (product.md §5): the research work once an order is
 * paid, closing, and cancelling. Before that a submission's status follows its payment (checkout, the
 * card processor, the proforma), never a click.
 */
import { SUBMISSION_STATUSES } from "@/config/submissions";

import { canChange, type SubmissionStatus } from "./transitions";

/** One change offered on the admin page. */
export type ManualTransition = {
  to: SubmissionStatus;
  label: string;
  /** Ends the order without (further) work, so the admin confirms it first. */
  needs_confirmation: boolean;
};

const FOLLOWS_PAYMENT: readonly SubmissionStatus[] = ["draft", "awaiting_payment"];
const ENDINGS: readonly SubmissionStatus[] = ["cancelled", "refunded"];
// The statuses in their life's order, so forward steps are offered before the side exits.
const STATUSES = Object.keys(SUBMISSION_STATUSES) as SubmissionStatus[];

export const FOLLOWS_PAYMENT_MESSAGE =
  "Payments change this status; mark the proforma paid or wait for the card payment.";

// Reached only through the work itself: the review step and publishing, which check
// the items, and a revised draft, whose upload and delta payment move the submission.
const WORK_STEPS: readonly SubmissionStatus[] = ["in_review", "delivered", "revision_requested"];
const WAITING_ON_WORK: readonly SubmissionStatus[] = ["in_review", "revision_requested"];

export const FOLLOWS_WORK_MESSAGE =
  "The work moves this status: send the results for review, publish the report, or wait for the customer's revised draft and its payment.";

export const FOLLOWS_REFUND_MESSAGE =
  "Refunded follows the money: refund the order with “Refund…” in the Payment section, and the submission becomes refunded once everything paid is given back.";

/** `refunded` is never just a label: only a refund of everything paid makes it (product.md §7.1). */
export const followsRefund = (to: SubmissionStatus) => to === "refunded";

/** A change made by the review step, publishing or a revision, never by a status click. */
export const followsWork = (from: SubmissionStatus, to: SubmissionStatus) =>
  !ENDINGS.includes(to) && (WORK_STEPS.includes(to) || WAITING_ON_WORK.includes(from));

/** The changes an admin may make from `from`, with the labels the page shows. */
export function manualTransitionsFrom(from: SubmissionStatus): ManualTransition[] {
  if (FOLLOWS_PAYMENT.includes(from)) return [];
  return STATUSES.filter(
    (to) => canChange(from, to) && !followsWork(from, to) && !followsRefund(to),
  ).map((to) => ({
    to,
    label: SUBMISSION_STATUSES[to].label,
    needs_confirmation: ENDINGS.includes(to),
  }));
}

/** A change the state machine allows, but only as a payment's consequence. */
export const followsPayment = (from: SubmissionStatus, to: SubmissionStatus) =>
  FOLLOWS_PAYMENT.includes(from) && canChange(from, to);
