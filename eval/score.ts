/**
 * Scores a first-pass analysis against a researcher's labels: recall and precision per category,
 * strict (the item's category must be the label's) and lenient (any category, and an item that
 * is only a generic role cue of the script counts neither way), and the mistakes behind them
 * (misses, false positives, wrong categories, merged and split items, traps flagged). Recall is
 * the figure that matters (clearance-domain.md §5.4; docs/first-pass.md §2.3).
 */
import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import type { Analysis, ClearanceItem } from "@/lib/first-pass/model";

import type { Label, ScriptLabels } from "./labels";

export type Counts = {
  /** Required labels. */
  expected: number;
  /** Required labels some item of their category stands for. */
  found: number;
  /** Items, less those that stand for an optional label (they count neither way). */
  predicted: number;
  /** Items that stand for a required label of their own category. */
  correct: number;
  /** Required labels some item of any category stands for. */
  foundLenient: number;
  /** Items, less those standing for an optional label of any category or only for a role cue. */
  predictedLenient: number;
  /** Items that stand for a required label of any category. */
  correctLenient: number;
};

export type CategoryScore = Counts & {
  /** found / expected; null when nothing is expected. */
  recall: number | null;
  /** correct / predicted; null when nothing is predicted. */
  precision: number | null;
  /** foundLenient / expected. */
  recallLenient: number | null;
  /** correctLenient / predictedLenient. */
  precisionLenient: number | null;
};

export type Scores = {
  categories: Record<ClearanceCategory, CategoryScore>;
  /** Micro totals over every category. */
  total: CategoryScore;
  /**
   * Title-page labels and items, already counted in their categories: a researcher may skip
   * them, so they are shown apart.
   */
  titlePage: CategoryScore;
};

export type ScriptScore = Scores & {
  /** Required labels no item of their category stands for. */
  misses: Label[];
  /** Items that match no label at all (trap hits aside), riskiest first. */
  falsePositives: ClearanceItem[];
  /** Items that match a label only of another category. */
  wrongCategory: { item: ClearanceItem; label: Label }[];
  /** Items that stand for several labels: the first is the one credited, the rest are lost. */
  merges: { item: ClearanceItem; labels: Label[] }[];
  /** Labels several items stand for: one item was expected. */
  splits: { label: Label; items: ClearanceItem[] }[];
  /** Items named like a text the labels say must never be an item. */
  trapHits: { trap: string; item: ClearanceItem }[];
};

const PERSON_CATEGORIES = new Set<ClearanceCategory>(["character_name", "real_person"]);

/** Titles before a name that do not make it another person ("Det. Kowalski" is Kowalski). */
const HONORIFICS = new Set(
  (
    "mr mrs ms miss mx dr doctor det detective officer sgt sergeant lt lieutenant capt captain " +
    "prof professor judge justice sir dame lord lady rev reverend father sister agent inspector " +
    "chief constable sen senator gov governor mayor coach principal nurse aunt uncle"
  ).split(" "),
);
const NAME_SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv"]);

/** Words of a name, case-folded, without accents, punctuation or a possessive 's. */
function words(text: string): string[] {
  return text
    .replace(/[™®©℠]/gu, " ") // NFKD would spell ™ as "TM"
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/s'(?=\s|$)/g, "s")
    .replace(/&/g, " and ")
    .replace(/['.]/g, "") // "L.A." is "la", "O'Brien" is "obrien"
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function nameWords(category: ClearanceCategory, text: string): string[] {
  const all = words(text);
  if (!PERSON_CATEGORIES.has(category)) return all[0] === "the" ? all.slice(1) : all;
  let start = 0;
  while (start < all.length - 1 && HONORIFICS.has(all[start]!)) start++;
  let end = all.length;
  while (end > start + 1 && NAME_SUFFIXES.has(all[end - 1]!)) end--;
  return all.slice(start, end);
}

/** The form in which two names of `category` are compared. */
export function normaliseName(category: ClearanceCategory, text: string): string {
  switch (category) {
    case "phone":
      // Digits (and exchange names) without a trunk 0: "07700 900461" is "7700900461".
      return text
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
        .replace(/^0+/, "");
    case "license_plate":
      return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    case "web":
      return text
        .trim()
        .toLowerCase()
        .replace(/^(https?:\/\/)?(www\.)?@?/, "")
        .replace(/[/.,;:!?]+$/, "");
    default:
      return nameWords(category, text).join(" ");
  }
}

/** A quoted passage this many words long is found inside a longer one that holds it. */
const MIN_PASSAGE_WORDS = 4;

/**
 * Same number when one is the other with a country code ("+1 212…" and "(212)…"); the same
 * passage when one holds the other (a labelled line of a lyric sung as a whole verse).
 */
function sameName(category: ClearanceCategory, a: string, b: string): boolean {
  if (a === b) return a !== "";
  if (category === "quoted_text") {
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    return short.split(" ").length >= MIN_PASSAGE_WORDS && ` ${long} `.includes(` ${short} `);
  }
  if (category !== "phone" || !/^\d+$/.test(a) || !/^\d+$/.test(b)) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 7 && long.endsWith(short);
}

/** Whether `item` stands for `label`, judged by the label's category: by its canonical name first. */
function match(label: Label, item: ClearanceItem): "canonical" | "variant" | undefined {
  const { category } = label;
  const forms = [label.name, ...(label.aliases ?? [])].map((form) => normaliseName(category, form));
  const is = (text: string) => {
    const name = normaliseName(category, text);
    return forms.some((form) => sameName(category, form, name));
  };
  if (is(item.canonical) || samePerson(label, item)) return "canonical";
  return item.variants.some(is) ? "variant" : undefined;
}

/** A full name with the same first and last word: "Sarah Kowalski" is "Det. Sarah J. Kowalski". */
function samePerson(label: Label, item: ClearanceItem): boolean {
  if (!PERSON_CATEGORIES.has(label.category)) return false;
  const canonical = nameWords(label.category, item.canonical);
  if (canonical.length < 2) return false;
  return [label.name, ...(label.aliases ?? [])].some((form) => {
    const full = nameWords(label.category, form);
    return full.length >= 2 && full[0] === canonical[0] && full.at(-1) === canonical.at(-1);
  });
}

/** An item only the title page holds. */
const onTitlePage = (item: ClearanceItem) =>
  item.occurrences.length > 0 && item.occurrences.every((occurrence) => occurrence.titlePage);

/**
 * `roleCues`: the script's speaking cues (MAILMAN, WOMAN, REPORTER): an item named exactly like
 * one and standing for no label is neutral for lenient precision, as the labelling conventions
 * leave generic role cues out.
 */
export function scoreAnalysis(
  labels: ScriptLabels,
  analysis: Analysis,
  options: { roleCues?: string[] } = {},
): ScriptScore {
  const counts = emptyCounts();
  const titlePage = emptyCount();
  const standsFor = new Map<Label, ClearanceItem[]>();
  const score: Omit<ScriptScore, keyof Scores> = {
    misses: [],
    falsePositives: [],
    wrongCategory: [],
    merges: [],
    splits: [],
    trapHits: [],
  };
  const traps = (labels.ignore ?? []).map((trap) => ({ trap, words: words(trap).join(" ") }));
  const roleCues = new Set((options.roleCues ?? []).map((cue) => words(cue).join(" ")));
  const foundLenient = new Set<Label>();

  for (const item of analysis.items) {
    const names = new Set([item.canonical, ...item.variants].map((text) => words(text).join(" ")));
    for (const trap of traps) {
      if (names.has(trap.words)) score.trapHits.push({ trap: trap.trap, item });
    }

    const matched = labels.items
      .filter((label) => label.category === item.category)
      .map((label) => ({ label, how: match(label, item) }))
      .filter((entry) => entry.how !== undefined);
    const tally = counts[item.category];
    const into = onTitlePage(item) ? [tally, titlePage] : [tally];
    if (matched.length === 0) {
      for (const count of into) count.predicted++;
      const others = labels.items.filter((label) => match(label, item) !== undefined);
      const other = others.find((label) => !label.optional) ?? others[0];
      if (other) {
        score.wrongCategory.push({ item, label: other });
        foundLenient.add(other);
        if (!other.optional) {
          for (const count of into) {
            count.predictedLenient++;
            count.correctLenient++;
          }
        }
        continue;
      }
      if (!score.trapHits.some((hit) => hit.item === item)) score.falsePositives.push(item);
      const onlyARoleCue =
        score.trapHits.every((hit) => hit.item !== item) &&
        roleCues.has(words(item.canonical).join(" "));
      if (!onlyARoleCue) for (const count of into) count.predictedLenient++;
      continue;
    }
    const credited = (matched.find((entry) => entry.how === "canonical") ?? matched[0]!).label;
    foundLenient.add(credited);
    standsFor.set(credited, [...(standsFor.get(credited) ?? []), item]);
    if (matched.length > 1) {
      const lost = matched.map((entry) => entry.label).filter((label) => label !== credited);
      score.merges.push({ item, labels: [credited, ...lost] });
    }
    if (!credited.optional) {
      for (const count of credited.titlePage ? [tally, titlePage] : [tally]) {
        count.predicted++;
        count.correct++;
        count.predictedLenient++;
        count.correctLenient++;
      }
    }
  }

  for (const label of labels.items) {
    const items = standsFor.get(label) ?? [];
    if (items.length > 1) score.splits.push({ label, items });
    if (label.optional) continue;
    for (const into of label.titlePage
      ? [counts[label.category], titlePage]
      : [counts[label.category]]) {
      into.expected++;
      if (items.length > 0) into.found++;
      if (foundLenient.has(label)) into.foundLenient++;
    }
    if (items.length === 0) score.misses.push(label);
  }
  score.falsePositives.sort((a, b) => b.risk - a.risk);
  return { ...score, ...withRates(counts, titlePage) };
}

/** Micro totals of several fixtures' scores. */
export function combineScores(scores: Scores[]): Scores {
  const counts = emptyCounts();
  const titlePage = emptyCount();
  for (const score of scores) {
    for (const category of categories()) add(counts[category], score.categories[category]);
    add(titlePage, score.titlePage);
  }
  return withRates(counts, titlePage);
}

const categories = () => CLEARANCE_CATEGORIES.map((category) => category.value);

const emptyCount = (): Counts => ({
  expected: 0,
  found: 0,
  predicted: 0,
  correct: 0,
  foundLenient: 0,
  predictedLenient: 0,
  correctLenient: 0,
});

function emptyCounts(): Record<ClearanceCategory, Counts> {
  return Object.fromEntries(categories().map((category) => [category, emptyCount()])) as Record<
    ClearanceCategory,
    Counts
  >;
}

function add(into: Counts, from: Counts): void {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += from[key];
}

const rate = (part: number, whole: number) => (whole ? part / whole : null);

function rated(counts: Counts): CategoryScore {
  const { expected, found, predicted, correct } = counts;
  return {
    expected,
    found,
    predicted,
    correct,
    foundLenient: counts.foundLenient,
    predictedLenient: counts.predictedLenient,
    correctLenient: counts.correctLenient,
    recall: rate(found, expected),
    precision: rate(correct, predicted),
    recallLenient: rate(counts.foundLenient, expected),
    precisionLenient: rate(counts.correctLenient, counts.predictedLenient),
  };
}

function withRates(counts: Record<ClearanceCategory, Counts>, titlePage: Counts): Scores {
  const total = emptyCount();
  for (const category of categories()) add(total, counts[category]);
  return {
    categories: Object.fromEntries(
      categories().map((category) => [category, rated(counts[category])]),
    ) as Record<ClearanceCategory, CategoryScore>,
    total: rated(total),
    titlePage: rated(titlePage),
  };
}
