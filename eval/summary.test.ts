import type { Analysis, ClearanceCategory, ClearanceItem } from "@/lib/first-pass/model";

import type { ScriptLabels } from "./labels";
import { scoreAnalysis } from "./score";
import { categoryRows, FALSE_POSITIVES_SHOWN, fixtureLines, scriptRows } from "./summary";

const item = (category: ClearanceCategory, canonical: string, risk = 50): ClearanceItem => ({
  id: `${category}:${canonical}`,
  category,
  canonical,
  variants: [],
  occurrences: [],
  signals: [],
  risk,
  suggestedCode: "NC",
});
const analysis = (items: ClearanceItem[]): Analysis => ({ items, counts: {}, durationMs: 1 });

const LABELS: ScriptLabels = {
  file: "crime.fountain",
  genre: "Crime",
  setting: "Los Angeles",
  items: [
    { category: "character_name", name: "Sarah Kowalski", aliases: ["Kowalski"] },
    { category: "character_name", name: "Sarah Pike", aliases: ["Pike"] },
    { category: "brand", name: "Target" },
  ],
  ignore: ["CUT TO:"],
};

describe("categoryRows", () => {
  it("lists categories with anything expected or predicted, then the micro total", () => {
    const score = scoreAnalysis(
      LABELS,
      analysis([item("character_name", "Sarah Kowalski"), item("location", "Venice")]),
    );
    expect(categoryRows(score)).toEqual([
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
      ["character_name", "2", "1", "50.0%", "50.0%", "1", "1", "100.0%", "100.0%"],
      ["location", "0", "0", "—", "—", "1", "0", "0.0%", "0.0%"],
      ["brand", "1", "0", "0.0%", "0.0%", "0", "0", "—", "—"],
      ["all (micro)", "3", "1", "33.3%", "33.3%", "2", "1", "50.0%", "50.0%"],
    ]);
  });

  it("gives title-page items, already counted above, a row of their own", () => {
    const labels = { ...LABELS, items: [{ ...LABELS.items[2]!, titlePage: true }] };
    const rows = categoryRows(scoreAnalysis(labels, analysis([])));
    expect(rows.at(-2)).toEqual([
      "of which title page",
      "1",
      "0",
      "0.0%",
      "0.0%",
      "0",
      "0",
      "—",
      "—",
    ]);
  });
});

describe("scriptRows", () => {
  it("gives each script's totals, strict and lenient, under a header", () => {
    const score = scoreAnalysis(
      LABELS,
      analysis([item("character_name", "Sarah Kowalski"), item("business", "Target")]),
    );
    expect(scriptRows([{ slug: "crime", score }])).toEqual([
      ["script", "recall", "lenient recall", "precision", "lenient precision", "found", "correct"],
      ["crime", "33.3%", "66.7%", "50.0%", "100.0%", "1/3", "1/2"],
    ]);
  });
});

describe("fixtureLines", () => {
  it("gives the figures, then each kind of mistake with what it concerns", () => {
    const score = scoreAnalysis(
      LABELS,
      analysis([
        item("character_name", "Sarah Kowalski"),
        item("character_name", "Kowalski"),
        item("business", "Target"),
        item("character_name", "CUT TO"),
        item("location", "Venice", 30),
      ]),
    );
    expect(fixtureLines("crime", LABELS, score, { durationMs: 12 })).toEqual([
      "crime — Crime, Los Angeles: recall 33.3% (1/3; lenient 66.7%), precision 40.0% (2/5; lenient 60.0%), analyzed in 12 ms",
      "  missed (2):",
      "    [character_name] Sarah Pike",
      "    [brand] Target",
      "  false positives, riskiest first (1):",
      '    [location] "Venice" risk 30',
      "  wrong category (1):",
      '    [business] "Target" is [brand] Target',
      "  split into several items (1):",
      '    [character_name] Sarah Kowalski as "Sarah Kowalski", "Kowalski"',
      "  traps flagged (1):",
      '    "CUT TO:" as [character_name] "CUT TO"',
    ]);
  });

  it("shows the first false positives only, unless verbose", () => {
    const many = Array.from({ length: FALSE_POSITIVES_SHOWN + 5 }, (_, i) =>
      item("location", `Place ${i}`, 100 - i),
    );
    const score = scoreAnalysis(LABELS, analysis(many));
    const brief = fixtureLines("crime", LABELS, score);
    expect(brief).toContain(
      `  false positives, riskiest first (20, ${FALSE_POSITIVES_SHOWN} shown):`,
    );
    expect(brief.filter((line) => line.includes('[location] "Place'))).toHaveLength(
      FALSE_POSITIVES_SHOWN,
    );
    const verbose = fixtureLines("crime", LABELS, score, { verbose: true });
    expect(verbose.filter((line) => line.includes('[location] "Place'))).toHaveLength(20);
  });
});
