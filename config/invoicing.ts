/**
 * Who issues our proforma invoices and how they are paid (product.md §7), as development runs
 * print them: obviously fake, so nobody pays into them. The real details come from the SELLER_*
 * variables, which a production start requires (`sellerEnv` in lib/env.ts).
 */
export const EXAMPLE_SELLER = {
  SELLER_NAME: "EXAMPLE SELLER LLC (set SELLER_* in production)",
  SELLER_ADDRESS: "1 Example Street; Example City 00000",
  /** A real country, as it is an ISO code: the United States, whose paper is Letter. */
  SELLER_COUNTRY: "US",
  SELLER_TAX_ID: "EXAMPLE-TAX-ID",
  SELLER_EMAIL: "billing@example.com",
  SELLER_BANK_NAME: "Example Bank (set SELLER_* in production)",
  SELLER_BANK_ACCOUNT_NUMBER: "EXAMPLE-ACCOUNT-NUMBER",
  SELLER_BANK_ROUTING: "EXAMPLE-ROUTING",
  SELLER_BANK_SWIFT: "EXAMPLE-SWIFT",
} as const;

/** Proforma rules (product.md §7). */
export const invoicing = {
  proforma: {
    /** Days from issue to the payment due date. */
    dueInDays: 14,
    maxDueInDays: 90,
    /** Lines a draft may have. */
    maxLines: 20,
  },
} as const;

/** How each proforma status reads and is colored in the admin pages. */
export const PROFORMA_STATUSES = {
  draft: { label: "Draft", color: "gray" },
  issued: { label: "Issued", color: "blue" },
  paid: { label: "Paid", color: "green" },
  cancelled: { label: "Cancelled", color: "red" },
} as const;
