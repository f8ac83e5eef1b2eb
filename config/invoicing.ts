/**
 * Who issues our proforma invoices and how they are paid (product.md §7). Printed on every
 * proforma as it is issued; a proforma already issued keeps the details it was issued with.
 */
export const invoicing = {
  seller: {
    name: "No Conflict Script LLC",
    company: null,
    address: ["1209 Orange Street", "Wilmington, DE 19801"],
    country: "United States",
    taxId: "EIN 88-1234567",
    email: "billing@noconflictscript.com",
  },
  /** Where bank transfers go; the proforma number is the payment reference. */
  bank: [
    { label: "Account name", value: "No Conflict Script LLC" },
    { label: "Bank", value: "First Republic Trust, New York" },
    { label: "Account number", value: "4021 7788 1290" },
    { label: "Routing (ABA)", value: "026009593" },
    { label: "SWIFT / BIC", value: "FRTRUS33" },
  ],
  proforma: {
    /** Days from issue to the payment due date. */
    dueInDays: 14,
    maxDueInDays: 90,
    /** Lines a draft may have. */
    maxLines: 20,
  },
} as const;

/** How each proforma status reads and is coloured in the admin pages. */
export const PROFORMA_STATUSES = {
  draft: { label: "Draft", color: "gray" },
  issued: { label: "Issued", color: "blue" },
  paid: { label: "Paid", color: "green" },
  cancelled: { label: "Cancelled", color: "red" },
} as const;
