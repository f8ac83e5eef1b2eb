/**
 * What a customer does that waits for a researcher (product.md §14): the kinds, how the e-mail
 * and the orders list name them, and how often one submission's e-mail may go out.
 */
export const ATTENTION_KINDS = {
  message: {
    label: "Customer message",
    one: "message from the customer",
    many: "messages from the customer",
  },
  alternatives: {
    label: "Alternatives requested",
    one: "request for alternatives",
    many: "requests for alternatives",
  },
  proforma: { label: "Proforma requested", one: "proforma request", many: "proforma requests" },
  revision: { label: "Revised draft", one: "revised draft", many: "revised drafts" },
  // Not the customer's doing, but an admin's to settle: a transfer other than its proforma's total.
  payment: {
    label: "Payment differs",
    one: "payment that differs from its proforma",
    many: "payments that differ from their proformas",
  },
} as const;
export type AttentionKind = keyof typeof ATTENTION_KINDS;

/** One event waiting to be e-mailed: its kind, when, and what the customer wrote, if anything. */
export type AttentionEvent = {
  kind: AttentionKind;
  /** ISO time. */
  at: string;
  /** Plain text: the message, or what it is about. */
  text?: string;
};

export const ATTENTION = {
  /** At most one e-mail per submission in this window; later events wait for the next one. */
  emailWindowMs: 10 * 60 * 1000,
  /** A message shown in full in the e-mail up to this many characters, then cut. */
  excerptLength: 300,
  /** Events one e-mail lists; it counts the rest. */
  eventsPerEmail: 10,
  /** A customer message unanswered for longer than this many business days needs a reply. */
  replyWithinBusinessDays: 1,
} as const;
