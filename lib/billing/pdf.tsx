/**
 * The one layout of every billing document we print (product.md §7): proforma invoices, final
 * invoices and credit notes, drawn with @react-pdf/renderer in DejaVu Sans (lib/pdf/fonts.ts) so
 * they render offline and the same everywhere, on the seller's paper (lib/pdf/paper.ts).
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { site } from "@/config/site";
import type { InvoiceParty, ProformaLine } from "@/lib/db/schema";
import { PDF_FONT, registerPdfFonts } from "@/lib/pdf/fonts";
import type { PaperSize } from "@/lib/pdf/paper";
import { formatMoney } from "@/lib/pricing/format";

import { lineAmount } from "./lines";

/** A labelled value, as the document's heading and its payment box list them. */
export type Labelled = { label: string; value: string; strong?: boolean };

export type BillingPdfDocument = {
  /** "Invoice", "Proforma invoice", "Credit note". */
  heading: string;
  number: string;
  /** Beside the number: issued, due, order… */
  meta: Labelled[];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The project the document is for. */
  title: string;
  currency: string;
  lines: ProformaLine[];
  /** Basis points: 2000 is 20 %. */
  taxRate: number;
  tax: number;
  total: number;
  /** "Total due", "Total paid"… */
  totalLabel: string;
  /** How the money is to come, came or went back. */
  payment: { heading: string; rows: Labelled[]; text: string | null };
  note: { heading: string; text: string } | null;
  footer: string;
  paper: PaperSize;
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
  paymentRow: { flexDirection: "row" },
  paymentLabel: { width: 110, color: MUTED },
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
      {party.country ? <Text>{party.country}</Text> : null}
      {party.taxId ? <Text>Tax ID: {party.taxId}</Text> : null}
      {party.email ? <Text>{party.email}</Text> : null}
    </View>
  );
}

export function BillingPdf({ document }: { document: BillingPdfDocument }) {
  const money = (minor: number) => formatMoney(minor, document.currency);
  const subtotal = document.lines.reduce((sum, line) => sum + lineAmount(line), 0);
  return (
    <Document
      title={`${document.heading} ${document.number}`}
      author={document.seller.name}
      creator={site.name}
      producer={site.name}
    >
      <Page size={document.paper} style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>{site.name}</Text>
            <Text style={{ color: MUTED }}>Script clearance for film and TV</Text>
          </View>
          <View>
            <Text style={styles.title}>{document.heading}</Text>
            {[{ label: "Number", value: document.number }, ...document.meta].map((entry) => (
              <View key={entry.label} style={styles.meta}>
                <Text style={styles.metaLabel}>{entry.label}</Text>
                <Text style={styles.metaValue}>{entry.value}</Text>
              </View>
            ))}
          </View>
        </View>

        <View style={styles.parties}>
          <Party label="From" party={document.seller} />
          <Party label="Bill to" party={document.buyer} />
        </View>

        <Text style={styles.subject}>
          <Text style={styles.strong}>Project: </Text>
          {document.title}
        </Text>

        <View style={styles.headRow}>
          <Text style={[styles.description, styles.strong]}>Description</Text>
          <Text style={[styles.quantity, styles.strong]}>Qty</Text>
          <Text style={[styles.amount, styles.strong]}>Unit price</Text>
          <Text style={[styles.amount, styles.strong]}>Amount</Text>
        </View>
        {document.lines.map((line, index) => (
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
            <Text>{money(subtotal)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>Tax ({+(document.taxRate / 100).toFixed(2)} %)</Text>
            <Text>{money(document.tax)}</Text>
          </View>
          <View style={styles.grandTotal}>
            <Text>
              {document.totalLabel} ({document.currency})
            </Text>
            <Text>{money(document.total)}</Text>
          </View>
        </View>

        <View style={styles.payment} wrap={false}>
          <Text style={[styles.heading, { marginBottom: 6 }]}>{document.payment.heading}</Text>
          {document.payment.rows.map((entry) => (
            <View key={entry.label} style={styles.paymentRow}>
              <Text style={styles.paymentLabel}>{entry.label}</Text>
              <Text style={entry.strong ? styles.strong : undefined}>{entry.value}</Text>
            </View>
          ))}
          {document.payment.text ? (
            <Text style={{ marginTop: 6 }}>{document.payment.text}</Text>
          ) : null}
        </View>

        {document.note ? (
          <View style={styles.note}>
            <Text style={styles.heading}>{document.note.heading}</Text>
            <Text>{document.note.text}</Text>
          </View>
        ) : null}

        <Text style={styles.footer} fixed>
          {document.footer}
        </Text>
      </Page>
    </Document>
  );
}

export function renderBillingPdf(document: BillingPdfDocument): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<BillingPdf document={document} />);
}
