/**
 * Each labelled script's floors (`eval/baseline.json`): the figures `npm run eval:clearance` must
 * not fall below, raised only when the first pass does better, never lowered by the tool
 * (docs/first-pass.md §2.4).
 */
import { z } from "zod";

import type { CategoryScore } from "./score";

export const FLOOR_METRICS = ["recall", "recallLenient", "precision", "precisionLenient"] as const;
export type FloorMetric = (typeof FLOOR_METRICS)[number];

const rate = z.number().min(0).max(1);
const FloorsSchema = z
  .object({ recall: rate, recallLenient: rate, precision: rate, precisionLenient: rate })
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

function floorsOf(total: CategoryScore): Floors {
  return Object.fromEntries(
    FLOOR_METRICS.map((metric) => [metric, asFloor(total[metric])]),
  ) as Floors;
}

/**
 * One sentence per script that falls below a floor, or that has none yet (every labelled script
 * is held to its own), in the order the scripts were scored.
 */
export function floorFailures(
  baseline: Baseline,
  scores: { slug: string; total: CategoryScore }[],
): string[] {
  const failures: string[] = [];
  for (const { slug, total } of scores) {
    const floors = baseline[slug];
    if (!floors) {
      failures.push(
        `${slug} has no recorded floor: record its first figures with npm run eval:clearance -- --raise-floors.`,
      );
      continue;
    }
    const now = floorsOf(total);
    for (const metric of FLOOR_METRICS) {
      if (now[metric] < floors[metric]) {
        failures.push(
          `${slug}: ${METRIC_NAMES[metric]} ${now[metric].toFixed(3)} is below its floor ${floors[metric].toFixed(3)}.`,
        );
      }
    }
  }
  return failures;
}

/** The baseline with each scored script's floors raised to its figures where they are higher. */
export function raisedFloors(
  baseline: Baseline,
  scores: { slug: string; total: CategoryScore }[],
): Baseline {
  const raised: Baseline = { ...baseline };
  for (const { slug, total } of scores) {
    const now = floorsOf(total);
    const before = baseline[slug];
    raised[slug] = before
      ? (Object.fromEntries(
          FLOOR_METRICS.map((metric) => [metric, Math.max(before[metric], now[metric])]),
        ) as Floors)
      : now;
  }
  return Object.fromEntries(Object.entries(raised).sort(([a], [b]) => a.localeCompare(b)));
}
