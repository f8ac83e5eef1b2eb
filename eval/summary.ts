/**
 * What `npm run eval:clearance` prints: a table of recall and precision per script and per
 * category, strict and lenient, then each script's mistakes, so that a change to the first pass
 * shows what it gained or broke (docs/first-pass.md §2.3).
 */
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import type { ClearanceItem } from "@/lib/first-pass/model";

import type { ScriptLabels, Label } from "./labels";
import type { CategoryScore, ScriptScore, Scores } from "./score";

/** False positives shown per fixture unless everything is asked for. */
export const FALSE_POSITIVES_SHOWN = 15;

export const percent = (rate: number | null) =>
  rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;

/**
 * Rows of the category table, header first and totals last: categories with nothing expected
 * and nothing predicted are left out, and title-page items, already counted in their
 * categories, get a row of their own when there are any.
 */
export function categoryRows(scores: Scores): string[][] {
  const row = (name: string, score: CategoryScore) => [
    name,
    String(score.expected),
    String(score.found),
    percent(score.recall),
    percent(score.recallLenient),
    String(score.predicted),
    String(score.correct),
    percent(score.precision),
    percent(score.precisionLenient),
  ];
  return [
    [
      "category",
      "expected",
      "found",
      "recall",
      "lenient recall",
      "predicted",
      "correct",
      "precision",
      "lenient precision",
    ],
    ...CLEARANCE_CATEGORIES.filter(
      ({ value }) => scores.categories[value].expected + scores.categories[value].predicted > 0,
    ).map(({ value }) => row(value, scores.categories[value])),
    ...(scores.titlePage.expected + scores.titlePage.predicted > 0
      ? [row("of which title page", scores.titlePage)]
      : []),
    row("all (micro)", scores.total),
  ];
}

/** Rows of the per-script table, header first: each script's totals, strict and lenient. */
export function scriptRows(scripts: { slug: string; score: Scores }[]): string[][] {
  return [
    ["script", "recall", "lenient recall", "precision", "lenient precision", "found", "correct"],
    ...scripts.map(({ slug, score: { total } }) => [
      slug,
      percent(total.recall),
      percent(total.recallLenient),
      percent(total.precision),
      percent(total.precisionLenient),
      `${total.found}/${total.expected}`,
      `${total.correct}/${total.predicted}`,
    ]),
  ];
}

const labelName = (label: Label) => `[${label.category}] ${label.name}`;
const itemName = (item: ClearanceItem) => `[${item.category}] ${JSON.stringify(item.canonical)}`;

/** One fixture's headline figures and every kind of mistake, one per line. */
export function fixtureLines(
  slug: string,
  labels: ScriptLabels,
  score: ScriptScore,
  options: { verbose?: boolean; durationMs?: number } = {},
): string[] {
  const { total } = score;
  const took = options.durationMs === undefined ? "" : `, analyzed in ${options.durationMs} ms`;
  const lines = [
    `${slug} — ${labels.genre}, ${labels.setting}: recall ${percent(total.recall)} ` +
      `(${total.found}/${total.expected}; lenient ${percent(total.recallLenient)}), ` +
      `precision ${percent(total.precision)} (${total.correct}/${total.predicted}; ` +
      `lenient ${percent(total.precisionLenient)})${took}`,
  ];
  const section = (title: string, entries: string[], shown = entries.length) => {
    if (entries.length === 0) return;
    const more = entries.length > shown ? `, ${shown} shown` : "";
    lines.push(`  ${title} (${entries.length}${more}):`);
    lines.push(...entries.slice(0, shown).map((entry) => `    ${entry}`));
  };
  section("missed", score.misses.map(labelName));
  section(
    "false positives, riskiest first",
    score.falsePositives.map((item) => `${itemName(item)} risk ${item.risk}`),
    options.verbose ? score.falsePositives.length : FALSE_POSITIVES_SHOWN,
  );
  section(
    "wrong category",
    score.wrongCategory.map(({ item, label }) => `${itemName(item)} is ${labelName(label)}`),
  );
  section(
    "merged people or things",
    score.merges.map(
      ({ item, labels: merged }) =>
        `${itemName(item)} holds ${merged.map((label) => label.name).join(" + ")}`,
    ),
  );
  section(
    "split into several items",
    score.splits.map(
      ({ label, items }) =>
        `${labelName(label)} as ${items.map((item) => JSON.stringify(item.canonical)).join(", ")}`,
    ),
  );
  section(
    "traps flagged",
    score.trapHits.map(({ trap, item }) => `${JSON.stringify(trap)} as ${itemName(item)}`),
  );
  return lines;
}
