/**
 * Gapless numbers for final invoices and credit notes (product.md §7): INV-{year}-{NNNN} and
 * CN-{year}-{NNNN}. The counter row is taken in the caller's transaction and held until it
 * commits, so concurrent payments queue on it and a rolled-back one gives its number back.
 */
import "server-only";

import { sql } from "drizzle-orm";

import type { Transaction } from "@/lib/db/client";
import { documentCounters } from "@/lib/db/schema";

export type BillingDocumentKind = "invoice" | "credit_note";

const SERIES: Record<BillingDocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** How a document's number is printed: INV-2026-0007. */
export function billingDocumentNumber(
  kind: BillingDocumentKind,
  year: number,
  sequence: number,
): string {
  return `${SERIES[kind]}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The next sequence of `kind` in `year`, holding its counter's row lock until `tx` ends. */
export async function nextDocumentSequence(
  tx: Transaction,
  kind: BillingDocumentKind,
  year: number,
): Promise<number> {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series: SERIES[kind], year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return counter!.last;
}
