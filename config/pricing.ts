/**
 * Prices (product.md §8), in integer minor units of `currency`. The one pricing function in
 * `lib/pricing` reads only this, so the quote editor, the summary, checkout and proformas
 * always agree.
 */
export const TURNAROUND_TIERS = ["standard", "express", "rush"] as const;
export type TurnaroundTier = (typeof TURNAROUND_TIERS)[number];

export type PricingRules = {
  currency: string;
  scriptClearance: { perPage: number; minimum: number };
  /** A revised draft's delta quote: its changed pages at the script clearance rate. */
  revision: { minimum: number };
  titleClearance: { flat: number };
  extraItems: { included: number; perItem: number };
  turnaround: Record<TurnaroundTier, { label: string; businessDays: number; multiplier: number }>;
  tax: { rate: number; label: string };
};

export const pricing: PricingRules = {
  currency: "USD",
  scriptClearance: { perPage: 800, minimum: 45_000 },
  /** None: a revision costs its changed pages only, however few (clearance-domain.md §3.4). */
  revision: { minimum: 0 },
  titleClearance: { flat: 35_000 },
  /** Extra items to check from the quote's text boxes: the first few are included. */
  extraItems: { included: 5, perItem: 1_200 },
  turnaround: {
    standard: { label: "Standard", businessDays: 10, multiplier: 1 },
    express: { label: "Express", businessDays: 5, multiplier: 1.5 },
    rush: { label: "Rush", businessDays: 2, multiplier: 2 },
  },
  /** Tax on the discounted subtotal: 0.2 is 20 %. */
  tax: { rate: 0, label: "Tax" },
};
