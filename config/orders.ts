/** How an order's payment method and payment state read on screen. */
export const PAYMENT_METHOD_LABELS = {
  card: "Card",
  bank_transfer: "Bank transfer",
  free: "Voucher",
} as const;

export const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  expired: "Checkout expired",
  cancelled: "Cancelled",
} as const;

/** How an order's number reads: NCS-000123. */
export const orderNumber = (number: number) => `NCS-${String(number).padStart(6, "0")}`;

/** What an order paid for: the first order's price, or a revision's delta (its changed pages). */
export const orderKindLabel = (revision: number | null) =>
  revision === null ? "First order" : `Revision ${revision} (changed pages)`;
