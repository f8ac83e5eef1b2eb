/**
 * The proforma as a PDF (product.md §7), in the layout of every billing document
 * (lib/billing/pdf.tsx), on the seller's paper. Rendered once, when the proforma is issued.
 */
import { renderBillingPdf } from "@/lib/billing/pdf";
import { type BankDetail, documentPaperSize } from "@/lib/billing/seller";
import type { InvoiceParty, ProformaLine } from "@/lib/db/schema";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";

export type ProformaDocument = {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string;
  orderNumber: string | null;
  title: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** Where the transfer goes. */
  bank: BankDetail[];
  currency: string;
  lines: ProformaLine[];
  taxRate: number;
  subtotal: number;
  tax: number;
  total: number;
  note: string | null;
};

export function renderProformaPdf(proforma: ProformaDocument): Promise<Buffer> {
  const total = formatMoney(proforma.total, proforma.currency);
  return renderBillingPdf({
    ...proforma,
    heading: "Proforma invoice",
    meta: [
      { label: "Issued", value: formatLongDay(proforma.issueDate) },
      { label: "Due", value: formatLongDay(proforma.dueDate) },
      ...(proforma.orderNumber ? [{ label: "Order", value: proforma.orderNumber }] : []),
    ],
    totalLabel: "Total due",
    payment: {
      heading: "Pay by bank transfer",
      rows: [...proforma.bank, { label: "Reference", value: proforma.number, strong: true }],
      text: `Please pay ${total} by ${formatLongDay(proforma.dueDate)} and quote the reference so we can match your payment. Work starts when it arrives.`,
    },
    note: proforma.note ? { heading: "Note", text: proforma.note } : null,
    paper: documentPaperSize(),
    footer: `This proforma invoice is a request for payment, not a tax invoice; the final invoice follows payment. ${proforma.seller.name} · ${proforma.seller.email}`,
  });
}
