/**
 * The risk pre-score and the suggested status of an item: a triage aid for the researcher,
 * explained entirely by the item's signals.
 */
import { CATEGORY_FACTS } from "@/config/first-pass/categories";

import type { ClearanceCategory, Signal, VerdictCode } from "./model";

/**
 * Statuses a rule is sure of win over ones that only describe the kind of thing: the lower the
 * rank, the surer.
 */
const PRECEDENCE: Record<VerdictCode, number> = {
  F555: 0,
  FX: 1,
  PD: 2,
  PF: 3,
  PR: 4,
  RC: 5,
  C: 6,
  CC: 7,
  INFO: 8,
  NC: 9,
  ALT: 10,
};

export function riskOf(
  category: ClearanceCategory,
  signals: Signal[],
  occurrenceCount: number,
): number {
  const weights = signals.reduce((sum, signal) => sum + signal.weight, 0);
  // An item seen often is more visible on screen; the effect flattens quickly.
  const visibility = Math.min(10, Math.round(Math.log2(occurrenceCount) * 3));
  return clamp(Math.round(CATEGORY_FACTS[category].baseRisk + weights * 40 + visibility), 0, 100);
}

export function suggestedStatusOf(
  category: ClearanceCategory,
  suggestions: readonly (VerdictCode | undefined)[],
): VerdictCode {
  let best: VerdictCode | undefined;
  for (const status of suggestions)
    if (status !== undefined && (best === undefined || PRECEDENCE[status] < PRECEDENCE[best]))
      best = status;
  return best ?? CATEGORY_FACTS[category].defaultStatus;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
