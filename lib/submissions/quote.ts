import type { submissions } from "@/lib/db/schema";
import { priceQuote, type Discount, type PriceBreakdown } from "@/lib/pricing/price";
import { priceRevision } from "@/lib/pricing/revision";
import type { RevisionChanges } from "@/lib/screenplay/revision-changes";
import { checkVoucher } from "@/lib/vouchers/rules";
import { usageOf, voucherById } from "@/lib/vouchers/store";

type Priced = Pick<
  typeof submissions.$inferSelect,
  "scriptClearance" | "titleClearance" | "textBoxes" | "turnaround" | "priceSnapshot"
>;

type PricedWithVoucher = Priced & Pick<typeof submissions.$inferSelect, "ownerId" | "voucherId">;

/** The voucher on a quote, and whether it still applies (it may have expired meanwhile). */
export type AppliedVoucher = { code: string; applies: boolean; problem: string | null };

/**
 * What a quote is priced on: the page count of the script that was read (none yet: the
 * minimum), or for a revised draft, the pages it changed (the delta quote).
 */
export type QuoteBasis = number | null | undefined | { revision: RevisionChanges["pages"] };

const isRevision = (basis: QuoteBasis) => typeof basis === "object" && basis !== null;

/**
 * The quote's price: a revised draft's delta quote, else frozen once checkout started,
 * otherwise live from the services, the extra items, the pages and the voucher's discount.
 */
export function quoteOf(
  submission: Priced,
  pages: QuoteBasis,
  discount?: Discount,
): PriceBreakdown {
  if (isRevision(pages)) {
    const { changed, total } = pages!.revision;
    return priceRevision({
      changedPages: changed,
      totalPages: total,
      turnaround: submission.turnaround,
      discount,
    }).quote;
  }
  if (submission.priceSnapshot) return submission.priceSnapshot as PriceBreakdown;
  return priceQuote({
    pages: pages ?? 0,
    scriptClearance: submission.scriptClearance,
    titleClearance: submission.titleClearance,
    extraItems: submission.textBoxes.length,
    turnaround: submission.turnaround,
    discount,
  });
}

/** `quoteOf` with the submission's voucher, checked against the quote now. */
export async function quoteWithVoucher(
  submission: PricedWithVoucher,
  pages: QuoteBasis,
  now = new Date(),
): Promise<{ quote: PriceBreakdown; voucher: AppliedVoucher | null }> {
  const plain = quoteOf(submission, pages);
  const voucher = submission.voucherId ? await voucherById(submission.voucherId) : undefined;
  const frozen = submission.priceSnapshot && !isRevision(pages);
  if (!voucher || frozen) return { quote: plain, voucher: null };
  const usage = await usageOf(voucher.id, submission.ownerId);
  const check = checkVoucher(voucher.code, voucher, usage, plain, now);
  return check.ok
    ? {
        quote: quoteOf(submission, pages, check.discount),
        voucher: { code: voucher.code, applies: true, problem: null },
      }
    : { quote: plain, voucher: { code: voucher.code, applies: false, problem: check.reason } };
}
