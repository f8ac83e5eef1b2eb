import type { submissions } from "@/lib/db/schema";
import { priceQuote, type PriceBreakdown } from "@/lib/pricing/price";

type Priced = Pick<
  typeof submissions.$inferSelect,
  "scriptClearance" | "titleClearance" | "textBoxes" | "turnaround" | "priceSnapshot"
>;

/**
 * The quote's price: frozen once checkout started, otherwise live from the services, the
 * extra items and the page count of the script that was read (none yet: the minimum).
 */
export function quoteOf(submission: Priced, pages: number | null | undefined): PriceBreakdown {
  if (submission.priceSnapshot) return submission.priceSnapshot as PriceBreakdown;
  return priceQuote({
    pages: pages ?? 0,
    scriptClearance: submission.scriptClearance,
    titleClearance: submission.titleClearance,
    extraItems: submission.textBoxes.length,
    turnaround: submission.turnaround,
  });
}
