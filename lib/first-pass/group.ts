/**
 * Turns the finders' candidates into items: overlapping finds are settled, occurrences with the
 * same category and key become one item with its variants, occurrences and signals.
 */
import { CATEGORY_FACTS } from "@/config/first-pass/categories";
import { PLACE_ABBREVIATIONS } from "@/config/first-pass/scene-words";
import type { Screenplay, ScriptElement } from "@/lib/screenplay/model";

import { alternation } from "./extract/patterns";
import {
  type Candidate,
  type ClearanceCategory,
  type ClearanceItem,
  type Occurrence,
  type Signal,
  SNIPPET_CONTEXT,
} from "./model";
import { riskOf, suggestedStatusOf } from "./score";

const MAX_VARIANTS = 20;

/**
 * Keeps, of overlapping candidates in one element, the surer, then the longer, then the more
 * specific.
 */
export function settleOverlaps(candidates: Candidate[]): Candidate[] {
  const byElement = Map.groupBy(candidates, (candidate) => candidate.elementIndex);
  const settled: Candidate[] = [];
  for (const found of byElement.values()) {
    // Most elements hold one find.
    if (found.length === 1) {
      settled.push(found[0]!);
      continue;
    }
    const ranked = [...found].sort(
      (a, b) =>
        guessRank(a) - guessRank(b) ||
        b.end - b.start - (a.end - a.start) ||
        listedFirst(a, b) ||
        precedenceOf(a.category) - precedenceOf(b.category),
    );
    const kept: Candidate[] = [];
    for (const candidate of ranked) {
      const overlapping = kept.find(
        (other) => candidate.start < other.end && other.start < candidate.end,
      );
      // Quoted passages and lyrics may hold titles and names worth their own line; a quote that
      // is all one name ("Bloom Landscaping" on a truck) is that name.
      if (
        !overlapping ||
        (isPassage(overlapping) !== isPassage(candidate) && !sameWords(overlapping, candidate))
      )
        kept.push(candidate);
      else if (isPassage(overlapping) && !isPassage(candidate))
        kept[kept.indexOf(overlapping)] = candidate;
    }
    for (const candidate of kept) settled.push(candidate);
  }
  return settled;
}

/** A sure find first, then a weak guess, then a name on no list. */
const guessRank = (candidate: Candidate) => (candidate.unlisted ? 2 : candidate.weak ? 1 : 0);

/**
 * Of two categories for the same words, the one our lists give ("known-…" signals) is surer than
 * a guess from a name's shape: "James Bond" on the list of fictional characters is no person.
 * In one category the finders' order stands, so a person keeps one key.
 */
function listedFirst(a: Candidate, b: Candidate): number {
  return a.category === b.category ? 0 : Number(!isListed(a)) - Number(!isListed(b));
}

function isListed(candidate: Candidate): boolean {
  return candidate.signals.some((signal) => signal.kind.startsWith("known-"));
}

/** When two finds of different categories overlap, the more specific keeps the text. */
const precedenceOf = (category: ClearanceCategory) => CATEGORY_FACTS[category].overlapRank;

/** `titlePage`: the title page's lines, whose negative indexes candidates may carry. */
export function groupCandidates(
  screenplay: Screenplay,
  candidates: Candidate[],
  titlePage: ScriptElement[] = [],
): ClearanceItem[] {
  // A character is found hundreds of times under one key: each key is normalised once, and
  // looked up by category and key without joining them anew.
  const ids = new Map<ClearanceCategory, Map<string, string>>();
  const idOf = ({ category, key }: Candidate) => {
    let inCategory = ids.get(category);
    if (inCategory === undefined) ids.set(category, (inCategory = new Map()));
    let id = inCategory.get(key);
    if (id === undefined) inCategory.set(key, (id = `${category}:${groupKey(key)}`));
    return id;
  };
  const groups = Map.groupBy(candidates, idOf);
  const elementAt = (index: number) =>
    index < 0 ? titlePage[-1 - index] : screenplay.elements[index];
  return [...groups.entries()].map(([id, members]) => itemOf(elementAt, id, members));
}

/**
 * Finders key the same name a little differently: a quoted “The Star Spangled Banner” and the
 * song list's The Star-Spangled Banner are one item, as are Urban-Chic Cafe and Urban Chic Cafe,
 * Criminal Courts Bldg and Criminal Courts Building, and Horizon Savings & Loan and Horizon
 * Savings and Loan.
 */
export function groupKey(key: string): string {
  const lower = key.toLowerCase();
  // Most keys are already in this form: five rewrites apiece would find nothing to change.
  if (!NEEDS_REWRITE.test(lower)) return lower;
  return lower
    .replace(/^the\s+/, "")
    .replace(/(?<=\p{L})[-‐–](?=\p{L})/gu, " ")
    .replace(/ & /g, " and ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b[a-z]+\b/g, (word) =>
      Object.hasOwn(PLACE_ABBREVIATIONS, word) ? PLACE_ABBREVIATIONS[word]! : word,
    );
}

/** What groupKey rewrites: a leading "the", a dash, spaces other than single, an abbreviation. */
const NEEDS_REWRITE = new RegExp(
  String.raw`^the\s|[-‐–]| & |[^\S ]| {2}|^ | $|\b(?:${alternation(Object.keys(PLACE_ABBREVIATIONS))})\b`,
);

type ElementAt = (index: number) => ScriptElement | undefined;

function itemOf(elementAt: ElementAt, id: string, members: Candidate[]): ClearanceItem {
  const category = members[0]!.category;
  const canonical = mostCommon(members.map((member) => member.canonical));
  const occurrences = occurrencesOf(elementAt, members);
  const signals = uniqueSignals(members);
  return {
    id,
    category,
    canonical,
    variants: variantsOf(canonical, members),
    occurrences,
    signals,
    risk: riskOf(category, signals, occurrences.length),
    suggestedCode: suggestedStatusOf(
      category,
      members.map((member) => member.suggestedCode),
    ),
  };
}

function occurrencesOf(elementAt: ElementAt, members: Candidate[]): Occurrence[] {
  const occurrences: Occurrence[] = [];
  // In place order, two finds of the same place come one after the other: the first is kept.
  let last: Candidate | undefined;
  for (const member of [...members].sort(
    (a, b) => a.elementIndex - b.elementIndex || a.start - b.start,
  )) {
    const element = elementAt(member.elementIndex);
    const samePlace = member.elementIndex === last?.elementIndex && member.start === last.start;
    last = member;
    if (samePlace || !element) continue;
    occurrences.push({
      page: element.page,
      sceneIndex: element.sceneIndex,
      // Left out of JSON when the script numbers no scenes.
      sceneNumber: element.sceneNumber || undefined,
      elementIndex: element.index,
      elementType: element.type,
      text: member.text,
      start: member.start,
      end: member.end,
      snippet: snippetOf(element.text, member.start, member.end),
      ...(element.index < 0 ? { titlePage: true as const } : {}),
    });
  }
  return occurrences;
}

/** About 120 characters around a find, cut at word boundaries, with ellipses where cut. */
export function snippetOf(text: string, start: number, end: number): string {
  let from = Math.max(0, start - SNIPPET_CONTEXT);
  let to = Math.min(text.length, end + SNIPPET_CONTEXT);
  if (from > 0) from = wordStartAfter(text, from, start);
  if (to < text.length) to = wordEndBefore(text, to, end);
  return `${from > 0 ? "…" : ""}${text.slice(from, to).trim()}${to < text.length ? "…" : ""}`;
}

function wordStartAfter(text: string, from: number, limit: number): number {
  const space = text.indexOf(" ", from);
  return space === -1 || space >= limit ? from : space + 1;
}

function wordEndBefore(text: string, to: number, limit: number): number {
  const space = text.lastIndexOf(" ", to);
  return space === -1 || space < limit ? to : space;
}

function variantsOf(canonical: string, members: Candidate[]): string[] {
  const variants = new Set(members.map((member) => member.text.trim()));
  variants.delete(canonical);
  return [...variants].slice(0, MAX_VARIANTS);
}

function uniqueSignals(members: Candidate[]): Signal[] {
  const byDetail = new Map<string, Signal>();
  // Most members share their signals, often the very list: each one is looked at once.
  for (const signals of new Set(members.map((member) => member.signals)))
    for (const signal of signals)
      if (!byDetail.has(signal.detail)) byDetail.set(signal.detail, signal);
  return [...byDetail.values()].sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]![0];
}

/** The same words, whatever the signs around them: “Bloom Landscaping.” is Bloom Landscaping. */
function sameWords(a: Candidate, b: Candidate): boolean {
  return wordsOf(a.text) === wordsOf(b.text);
}

function wordsOf(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();
}

function isPassage(candidate: Candidate): boolean {
  return candidate.category === "quoted_text";
}
