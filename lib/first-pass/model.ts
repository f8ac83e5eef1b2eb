/**
 * What the automatic first pass proposes (product.md §9, clearance-domain.md §2.2–2.4): items a
 * researcher should check, each with every place it occurs and the signals that explain why.
 */
import { SIGNAL_KINDS, type SignalKind } from "@/config/first-pass/signals";
import type { ClearanceCategory } from "@/config/submissions";
import type { VerdictCode } from "@/config/verdict-codes";
import type { ElementType } from "@/lib/screenplay/model";

export type { ClearanceCategory, SignalKind, VerdictCode };


/** Why something was flagged, in words a researcher reads ("in fictional range 555-0100–0199"). */
export type Signal = {
  /** Stable machine name, a key of the catalogue (config/first-pass/signals.ts). */
  kind: SignalKind;
  /** The sentence shown to the researcher. */
  detail: string;
  /** How much it adds to the risk pre-score, -1 to 1 (negative lowers it). */
  weight: number;
};

/** A signal of `kind` with the catalogue's weight, unless the finder has a reason to weigh it otherwise. */
export function signalOf(
  kind: SignalKind,
  detail: string,
  weight: number = SIGNAL_KINDS[kind].weight,
): Signal {
  return { kind, detail, weight };
}

/** Characters of context kept each side of a find in its snippet. */
export const SNIPPET_CONTEXT = 60;

/** One place an item appears. */
export type Occurrence = {
  page: number;
  /** 0 before the first scene heading; the scene's printed number when it has one. */
  sceneIndex: number;
  sceneNumber?: string;
  elementIndex: number;
  elementType: ElementType;
  /** The text as written here (its case and spelling). */
  text: string;
  /** UTF-16 offsets of `text` in the element's text. */
  start: number;
  end: number;
  /** Up to about 120 characters around the occurrence. */
  snippet: string;
  /** On the title page (its contact block, notes): `elementIndex` is then negative. */
  titlePage?: true;
};

/** A match found by one extractor in one element, before grouping. */
export type Candidate = {
  category: ClearanceCategory;
  /** The text as written. */
  text: string;
  /** Grouping key within the category: same key, same item. */
  key: string;
  /** How the item is best named ("Sarah Kowalski", "555-0142"). */
  canonical: string;
  elementIndex: number;
  start: number;
  end: number;
  signals: Signal[];
  /** A status the rules can already suggest (F555, FX, PF…). */
  suggestedCode?: VerdictCode;
  /** A guess (a named place in a heading) that gives way to any find it overlaps. */
  weak?: boolean;
  /**
   * A name on none of our lists, typed only by the words around it (docs/first-pass.md §4.4):
   * it gives way to any find it overlaps, weak ones too, and to the same name found as anything
   * else anywhere in the script.
   */
  unlisted?: true;
};

export type ClearanceItem = {
  /** Stable within one analysis: category and key. */
  id: string;
  category: ClearanceCategory;
  canonical: string;
  /** Other spellings and forms seen ("SARAH", "Det. Kowalski"). */
  variants: string[];
  occurrences: Occurrence[];
  signals: Signal[];
  /** 0–100: how much a researcher should look at this first. */
  risk: number;
  suggestedCode: VerdictCode;
};

export type Analysis = {
  items: ClearanceItem[];
  /** Items per category, for the customer's counts. */
  counts: Partial<Record<ClearanceCategory, number>>;
  durationMs: number;
};

/** What a text-level finder reports: a candidate not yet tied to its element. */
export type TextMatch = Omit<Candidate, "elementIndex">;
