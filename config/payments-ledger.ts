/** The payments ledger (`/admin/payments`, product.md §7.2): its pages and how its rows read. */
export const PAYMENTS_LEDGER = {
  pageSize: 50,
} as const;

/** A billing document's kind as the ledger names it: money taken, or given back. */
export const BILLING_DOCUMENT_KIND_LABELS = {
  invoice: "Invoice",
  credit_note: "Credit note",
} as const;
