/**
 * A credit note's amounts (product.md §7.1): the tax in a refund is given back in proportion to
 * the invoice's, counted on what has been refunded in all, so however an order is refunded in
 * parts, its credit notes add up to its invoice once it is refunded in full.
 */
export function creditNoteAmounts(
  invoice: { tax: number; total: number },
  refundedBefore: number,
  amount: number,
): { subtotal: number; tax: number; total: number } {
  const taxGivenBack = (refunded: number) => Math.round((invoice.tax * refunded) / invoice.total);
  const tax = taxGivenBack(refundedBefore + amount) - taxGivenBack(refundedBefore);
  return { subtotal: amount - tax, tax, total: amount };
}
