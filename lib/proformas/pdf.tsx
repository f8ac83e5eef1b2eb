/**
 * The proforma as a PDF (product.md §7), drawn with @react-pdf/renderer in DejaVu Sans (lib/pdf/fonts.ts) so
 * it renders offline and the same everywhere. Rendered once, when the proforma is issued.
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/config/site";
import type { InvoiceParty, ProformaLine } from "@/lib/db/schema";
import { PDF_FONT, registerPdfFonts } from "@/lib/pdf/fonts";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";

import { lineAmount } from "./amounts";
import type { BankDetail } from "./seller";

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

const INK = "#1b1f24";
const MUTED = "#5f6b76";
const RULE = "#d5dae0";
const ACCENT = "#1c7ed6";

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: PDF_FONT, color: INK, lineHeight: 1.4 },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 28 },
  brand: { fontSize: 16, fontWeight: "bold", color: ACCENT, marginBottom: 6 },
  title: { fontSize: 20, fontWeight: "bold", textAlign: "right", marginBottom: 10 },
  meta: { flexDirection: "row", justifyContent: "flex-end", marginTop: 2 },
  metaLabel: { color: MUTED, width: 70, textAlign: "right", marginRight: 8 },
  metaValue: { width: 110, textAlign: "right" },
  parties: { flexDirection: "row", marginBottom: 24 },
  party: { flex: 1, paddingRight: 16 },
  heading: { fontSize: 8, color: MUTED, textTransform: "uppercase", marginBottom: 4 },
  strong: { fontWeight: "bold" },
  subject: { marginBottom: 12 },
  row: { flexDirection: "row", paddingVertical: 6, borderBottomWidth: 1, borderColor: RULE },
  headRow: { flexDirection: "row", paddingBottom: 6, borderBottomWidth: 1.5, borderColor: INK },
  description: { flex: 1, paddingRight: 8 },
  quantity: { width: 40, textAlign: "right" },
  amount: { width: 90, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 240 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3 },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    marginTop: 4,
    borderTopWidth: 1.5,
    borderColor: INK,
    fontWeight: "bold",
    fontSize: 12,
  },
  payment: { marginTop: 28, padding: 12, backgroundColor: "#f1f3f5" },
  bankRow: { flexDirection: "row" },
  bankLabel: { width: 110, color: MUTED },
  note: { marginTop: 16 },
  footer: {
    position: "absolute",
    bottom: 32,
    left: 48,
    right: 48,
    fontSize: 8,
    color: MUTED,
    textAlign: "center",
  },
});

function Party({ label, party }: { label: string; party: InvoiceParty }) {
  return (
    <View style={styles.party}>
      <Text style={styles.heading}>{label}</Text>
      <Text style={styles.strong}>{party.company ?? party.name}</Text>
      {party.company ? <Text>{party.name}</Text> : null}
      {party.address.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text>{party.country}</Text>
      {party.taxId ? <Text>Tax ID: {party.taxId}</Text> : null}
      {party.email ? <Text>{party.email}</Text> : null}
    </View>
  );
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.meta}>
      <Text style={styles.metaLabel}>{label}</Text>
      <Text style={styles.metaValue}>{value}</Text>
    </View>
  );
}

export function ProformaPdf({ proforma }: { proforma: ProformaDocument }) {
  const money = (minor: number) => formatMoney(minor, proforma.currency);
  return (
    <Document
      title={`Proforma invoice ${proforma.number}`}
      author={proforma.seller.name}
      creator={site.name}
      producer={site.name}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>{site.name}</Text>
            <Text style={{ color: MUTED }}>Script clearance for film and TV</Text>
          </View>
          <View>
            <Text style={styles.title}>Proforma invoice</Text>
            <Meta label="Number" value={proforma.number} />
            <Meta label="Issued" value={formatLongDay(proforma.issueDate)} />
            <Meta label="Due" value={formatLongDay(proforma.dueDate)} />
            {proforma.orderNumber ? <Meta label="Order" value={proforma.orderNumber} /> : null}
          </View>
        </View>

        <View style={styles.parties}>
          <Party label="From" party={proforma.seller} />
          <Party label="Bill to" party={proforma.buyer} />
        </View>

        <Text style={styles.subject}>
          <Text style={styles.strong}>Project: </Text>
          {proforma.title}
        </Text>

        <View style={styles.headRow}>
          <Text style={[styles.description, styles.strong]}>Description</Text>
          <Text style={[styles.quantity, styles.strong]}>Qty</Text>
          <Text style={[styles.amount, styles.strong]}>Unit price</Text>
          <Text style={[styles.amount, styles.strong]}>Amount</Text>
        </View>
        {proforma.lines.map((line, index) => (
          <View key={index} style={styles.row} wrap={false}>
            <Text style={styles.description}>{line.description}</Text>
            <Text style={styles.quantity}>{line.quantity}</Text>
            <Text style={styles.amount}>{money(line.unitAmount)}</Text>
            <Text style={styles.amount}>{money(lineAmount(line))}</Text>
          </View>
        ))}

        <View style={styles.totals} wrap={false}>
          <View style={styles.totalRow}>
            <Text>Subtotal</Text>
            <Text>{money(proforma.subtotal)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>Tax ({+(proforma.taxRate / 100).toFixed(2)} %)</Text>
            <Text>{money(proforma.tax)}</Text>
          </View>
          <View style={styles.grandTotal}>
            <Text>Total due ({proforma.currency})</Text>
            <Text>{money(proforma.total)}</Text>
          </View>
        </View>

        <View style={styles.payment} wrap={false}>
          <Text style={[styles.heading, { marginBottom: 6 }]}>Pay by bank transfer</Text>
          {proforma.bank.map((entry) => (
            <View key={entry.label} style={styles.bankRow}>
              <Text style={styles.bankLabel}>{entry.label}</Text>
              <Text>{entry.value}</Text>
            </View>
          ))}
          <View style={styles.bankRow}>
            <Text style={styles.bankLabel}>Reference</Text>
            <Text style={styles.strong}>{proforma.number}</Text>
          </View>
          <Text style={{ marginTop: 6 }}>
            Please pay {money(proforma.total)} by {formatLongDay(proforma.dueDate)} and quote the
            reference so we can match your payment. Work starts when it arrives.
          </Text>
        </View>

        {proforma.note ? (
          <View style={styles.note}>
            <Text style={styles.heading}>Note</Text>
            <Text>{proforma.note}</Text>
          </View>
        ) : null}

        <Text style={styles.footer} fixed>
          This proforma invoice is a request for payment, not a tax invoice; the final invoice
          follows payment. {proforma.seller.name} · {proforma.seller.email}
        </Text>
      </Page>
    </Document>
  );
}

export function renderProformaPdf(proforma: ProformaDocument): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ProformaPdf proforma={proforma} />);
}
