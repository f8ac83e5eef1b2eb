/**
 * Each labelled script's floors (`eval/baseline.json`): the figures `npm run eval:clearance` must
 * not fall below, raised only when the first pass does better, never lowered by the tool
 * (docs/first-pass.md §2.4).
 */
import { z } from "zod";

import type { CategoryScore } from "./score";
import type { EvalSet } from "./scripts";

export const FLOOR_METRICS = ["recall", "recallLenient", "precision", "precisionLenient"] as const;
export type FloorMetric = (typeof FLOOR_METRICS)[number];

/**
 * The figures each set's goals name (docs/first-pass.md §1): our fixtures follow our own category
 * conventions, so their strict precision is held too; keys labelled elsewhere draw the fuzzy
 * boundaries (business or brand, game or product) their own way, so there precision is held
 * lenient only, and a find in a defensible category is not a regression.
 */
export const FLOORED: Record<EvalSet, readonly FloorMetric[]> = {
  real: ["recall", "recallLenient", "precisionLenient"],
  fixtures: FLOOR_METRICS,
};

const rate = z.number().min(0).max(1);
const FloorsSchema = z
  .object({
    recall: rate.optional(),
    recallLenient: rate.optional(),
    precision: rate.optional(),
    precisionLenient: rate.optional(),
  })
  .strict();
export const BaselineSchema = z.record(z.string(), FloorsSchema);

export type Floors = z.infer<typeof FloorsSchema>;
export type Baseline = z.infer<typeof BaselineSchema>;

export const BASELINE_FILE = "eval/baseline.json";

/** How the metrics read in a sentence. */
const METRIC_NAMES: Record<FloorMetric, string> = {
  recall: "recall",
  recallLenient: "lenient recall",
  precision: "precision",
  precisionLenient: "lenient precision",
};

/** A rate as a floor: rounded down to a thousandth, so that the same run always meets it. */
export function asFloor(rate: number | null): number {
  return rate === null ? 0 : Math.floor(rate * 1000 + 1e-9) / 1000;
}

type Scored = { slug: string; set: EvalSet; total: CategoryScore };

function floorsOf({ set, total }: Scored): Floors {
  return Object.fromEntries(FLOORED[set].map((metric) => [metric, asFloor(total[metric])]));
}

/**
 * One sentence per script that falls below a floor, or that has none yet (every labelled script
 * is held to its own), in the order the scripts were scored.
 */
export function floorFailures(baseline: Baseline, scores: Scored[]): string[] {
  const failures: string[] = [];
  for (const scored of scores) {
    const { slug } = scored;
    const floors = baseline[slug];
    if (!floors) {
      failures.push(
        `${slug} has no recorded floor: record its first figures with npm run eval:clearance -- --raise-floors.`,
      );
      continue;
    }
    const now = floorsOf(scored);
    for (const metric of FLOORED[scored.set]) {
      const floor = floors[metric] ?? 0;
      const figure = now[metric] ?? 0;
      if (figure < floor) {
        failures.push(
          `${slug}: ${METRIC_NAMES[metric]} ${figure.toFixed(3)} is below its floor ${floor.toFixed(3)}.`,
        );
      }
    }
  }
  return failures;
}

/** The baseline with each scored script's floors raised to its figures where they are higher. */
export function raisedFloors(baseline: Baseline, scores: Scored[]): Baseline {
  const raised: Baseline = { ...baseline };
  for (const scored of scores) {
    const now = floorsOf(scored);
    const before = baseline[scored.slug] ?? {};
    raised[scored.slug] = Object.fromEntries(
      FLOORED[scored.set].map((metric) => [
        metric,
        Math.max(before[metric] ?? 0, now[metric] ?? 0),
      ]),
    );
  }
  return Object.fromEntries(Object.entries(raised).sort(([a], [b]) => a.localeCompare(b)));
}
