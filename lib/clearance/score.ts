/**
 * The risk pre-score and the suggested status of an item: a triage aid for the researcher,
 * explained entirely by the item's signals.
 */
import type { ClearanceCategory, Signal, StatusCode } from "./model";

/** What a researcher most often concludes for a category when no rule says otherwise. */
const DEFAULT_STATUS: Record<ClearanceCategory, StatusCode> = {
  character_name: "CC",
  business: "CC",
  location: "NC",
  address: "RC",
  phone: "RC",
  license_plate: "RC",
  web: "RC",
  brand: "CC",
  work_title: "CC",
  quoted_text: "PR",
  music: "PR",
  real_person: "PF",
  organisation: "CC",
  police: "RC",
  school: "CC",
  hospital: "CC",
  sports: "CC",
  media: "CC",
  transport: "CC",
  other: "INFO",
};

/** Where each category starts before its signals move it (0–100). */
const BASE_RISK: Record<ClearanceCategory, number> = {
  character_name: 45,
  business: 50,
  location: 25,
  address: 70,
  phone: 70,
  license_plate: 65,
  web: 60,
  brand: 45,
  work_title: 35,
  quoted_text: 60,
  music: 60,
  real_person: 55,
  organisation: 40,
  police: 55,
  school: 45,
  hospital: 45,
  sports: 40,
  media: 40,
  transport: 40,
  other: 20,
};

/**
 * Statuses a rule is sure of win over ones that only describe the kind of thing: the lower the
 * rank, the surer.
 */
const PRECEDENCE: Record<StatusCode, number> = {
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
  return clamp(Math.round(BASE_RISK[category] + weights * 40 + visibility), 0, 100);
}

export function suggestedStatusOf(
  category: ClearanceCategory,
  suggestions: readonly (StatusCode | undefined)[],
): StatusCode {
  let best: StatusCode | undefined;
  for (const status of suggestions)
    if (status !== undefined && (best === undefined || PRECEDENCE[status] < PRECEDENCE[best]))
      best = status;
  return best ?? DEFAULT_STATUS[category];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
