import { withDatabase } from "./database";

export type SeededDocument = {
  kind: "invoice" | "credit_note";
  method: "card" | "bank_transfer" | "free";
  /** Minor units, positive: what an invoice took or a credit note gave back. */
  total: number;
  /** The day the money moved, which is also the day it is issued. */
  day: string;
};

const PARTY = {
  name: "Ada Lovelace",
  company: "Analytical Pictures Ltd",
  address: ["12 Wardour Street", "London W1D 6QF"],
  country: "United Kingdom",
  taxId: null,
  email: "ada@example.com",
};

/**
 * Paid orders of the submission `submissionId`, and an invoice for each, a credit note after its
 * invoice, numbered from the same per-year counters and in the same tables as a payment issues
 * them (lib/billing/documents.ts): the ledger shows what is in them, however it came there.
 * Each invoice gets an order of its own (an order has one invoice); a credit note credits the
 * last invoice before it, and counts as refunded on its order.
 */
export async function seedBillingDocuments(
  submissionId: string,
  documents: SeededDocument[],
): Promise<string[]> {
  return withDatabase(async (client) => {
    const {
      rows: [submission],
    } = await client.query<{ owner_id: string; title: string }>(
      "select owner_id, title from submissions where id = $1",
      [submissionId],
    );
    const numbers: string[] = [];
    let invoice: { id: string; orderId: string } | undefined;
    for (const document of documents) {
      const year = Number(document.day.slice(0, 4));
      if (document.kind === "invoice") {
        const { rows } = await client.query<{ id: string }>(
          `insert into orders (submission_id, user_id, status, method, currency, subtotal,
             discount, tax, total, paid_at)
           values ($1, $2, 'paid', $3, 'USD', $4, 0, 0, $4, $5) returning id`,
          [
            submissionId,
            submission!.owner_id,
            document.method,
            document.total,
            `${document.day}T12:00:00Z`,
          ],
        );
        invoice = { id: "", orderId: rows[0]!.id };
      }
      const series = document.kind === "invoice" ? "INV" : "CN";
      const {
        rows: [counter],
      } = await client.query<{ last: number }>(
        `insert into document_counters (series, year, last) values ($1, $2, 1)
         on conflict (series, year) do update set last = document_counters.last + 1
         returning last`,
        [series, year],
      );
      const {
        rows: [inserted],
      } = await client.query<{ id: string }>(
        `insert into billing_documents (kind, year, sequence, order_id, submission_id, user_id,
           invoice_id, title, currency, lines, tax_rate, subtotal, discount, tax, total, method,
           paid_on, reference, reason, seller, buyer, issue_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'USD', $9, 0, $10, 0, 0, $10, $11, $12, $13, $14,
           $15, $16, $12)
         returning id`,
        [
          document.kind,
          year,
          counter!.last,
          invoice!.orderId,
          submissionId,
          submission!.owner_id,
          document.kind === "credit_note" ? invoice!.id : null,
          submission!.title,
          JSON.stringify([
            { description: "Script clearance", quantity: 1, unitAmount: document.total },
          ]),
          document.total,
          document.method,
          document.day,
          `ref-${series}-${counter!.last}`,
          document.kind === "credit_note" ? "Scenes cut" : null,
          JSON.stringify({ ...PARTY, name: "Clearance Works Ltd", company: null }),
          JSON.stringify(PARTY),
        ],
      );
      if (document.kind === "invoice") invoice!.id = inserted!.id;
      else {
        await client.query("update orders set refunded = refunded + $2 where id = $1", [
          invoice!.orderId,
          document.total,
        ]);
      }
      numbers.push(`${series}-${year}-${String(counter!.last).padStart(4, "0")}`);
    }
    return numbers;
  });
}
