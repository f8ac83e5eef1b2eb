/**
 * The automatic first pass (product.md §9): every candidate clearance item in a screenplay, with
 * its occurrences and the signals behind it. Pure and synchronous, so the background job and
 * `npm run analyze` run exactly the same code.
 */
import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import { characterWordsOf, LONE_NAME_KIND } from "./extract/characters";
import { inElement } from "./extract/finder";
import { FINDERS } from "./extract/finders";
import { readLine } from "./extract/keywords";
import { withListedKin } from "./extract/name-lists";
import { ownTitleElement } from "./extract/own-title";
import { WordStore } from "./extract/phrase-index";
import { withoutUnlistedTwins } from "./extract/proper-names";
import { isRomanisedOpener, romanisedDialogue } from "./extract/romanised";
import { groupCandidates, settleOverlaps } from "./group";
import type { Analysis, Candidate, ClearanceCategory } from "./model";
import { joinSpeeches } from "./speeches";

/**
 * Longer elements are read only this far: real ones are a few hundred characters, and the cap
 * keeps a pathological file (a megabyte on one line) from holding up the queue.
 */
export const MAX_ELEMENT_CHARS = 20_000;

// The registry's finders by what they read, each list in the registry's order.
const CAST_FINDERS = FINDERS.flatMap((finder) => (finder.reads === "cast" ? [finder] : []));
const SCRIPT_FINDERS = FINDERS.flatMap((finder) => (finder.reads === "script" ? [finder] : []));
const LINE_FINDERS = FINDERS.flatMap((finder) => (finder.reads === "lines" ? [finder] : []));
const TITLE_FINDERS = FINDERS.flatMap((finder) => (finder.reads === "title" ? [finder] : []));

/**
 * Where a pass's time goes, for the bench (`npm run bench -- --first-pass`): milliseconds by
 * step, each finder by its registry name over the whole script, added to what the map holds.
 */
export type StepTimes = Map<string, number>;

/** Cues and transitions hold names and camera words only; the character finder reads cues. */
const NAMES_ONLY = new Set<ScriptElement["type"]>(["character", "transition"]);

export function analyzeScreenplay(
  screenplay: Screenplay,
  { stepTimes }: { stepTimes?: StepTimes } = {},
): Analysis {
  const started = performance.now();
  const step = <T>(name: string, work: () => T): T => {
    if (!stepTimes) return work();
    const start = performance.now();
    const result = work();
    stepTimes.set(name, (stepTimes.get(name) ?? 0) + performance.now() - start);
    return result;
  };
  const bounded = { ...screenplay, elements: screenplay.elements.map(boundedElement) };
  const speeches = step("speeches joined", () => joinSpeeches(bounded, MAX_ELEMENT_CHARS));
  const reading = speeches.screenplay;
  const characters = CAST_FINDERS.flatMap(({ name, find }) => step(name, () => find(reading)));
  // People named once in passing are no reason to read a word as a name elsewhere.
  const introduced = characters.filter((candidate) => !isLoneName(candidate));
  const romanised = romanisedDialogue(reading);
  const context = { characterWords: characterWordsOf(introduced), romanisedLines: romanised.lines };
  const otherFields = titlePageElements(screenplay);
  // The title follows the other fields, so their indexes stay those the screens and reports read.
  const ownTitle = ownTitleElement(screenplay, -1 - otherFields.length);
  const titlePage = ownTitle ? [...otherFields, ownTitle] : otherFields;
  const prose = [
    ...otherFields,
    ...reading.elements.filter((element) => !NAMES_ONLY.has(element.type)),
  ];
  const candidates: Candidate[] = [
    ...characters,
    ...SCRIPT_FINDERS.flatMap(({ name, find }) => step(name, () => find(reading))),
    ...(ownTitle
      ? TITLE_FINDERS.flatMap(({ name, find }) =>
          step(name, () => find(ownTitle.text, ownTitle, context)).map((match) =>
            inElement(ownTitle, match),
          ),
        )
      : []),
  ];
  // Each line's words are read once, into one store for the whole script, sized for words of
  // five characters and a space.
  const lines = step("lines read", () => {
    const store = new WordStore(prose.reduce((sum, element) => sum + element.text.length, 0) / 6);
    return prose.map((element) => readLine(element.text, store));
  });
  // Finder by finder rather than element by element: each finder's code stays hot, which makes
  // the pass about a third quicker. Pushed one by one, as most elements have nothing to add.
  for (const { name, find } of LINE_FINDERS)
    step(name, () =>
      prose.forEach((element, index) => {
        for (const match of find(element.text, element, context, lines[index]))
          candidates.push(inElement(element, match));
      }),
    );
  // Only the elements that name something known are read again: the map is made when asked.
  let textOf: Map<number, string> | undefined;
  const elementText = (index: number) => {
    textOf ??= new Map(prose.map((element) => [element.index, element.text]));
    return textOf.get(index);
  };
  const settled = step("overlaps settled", () => {
    const people = candidates.filter(
      (candidate) =>
        !isThingAfterAnArticle(candidate, elementText) &&
        !isRomanisedOpener(candidate, romanised, elementText),
    );
    return withoutUnlistedTwins(
      withListedKin(withoutNamesOfThings(settleOverlaps(people)), elementText),
    ).map(speeches.inOwnLine);
  });
  const items = step("items grouped", () =>
    groupCandidates(bounded, settled, titlePage).sort(
      (a, b) => firstPlace(a) - firstPlace(b) || a.canonical.localeCompare(b.canonical),
    ),
  );
  const counts: Partial<Record<ClearanceCategory, number>> = {};
  for (const item of items) counts[item.category] = (counts[item.category] ?? 0) + 1;
  return { items, counts, durationMs: Math.round(performance.now() - started) };
}

/**
 * A word the script names as a thing somewhere ("a battered Gibson guitar", "Jack Blake's bar")
 * is that thing where it stands alone too ("Boone's old Gibson"), not someone named in passing.
 */
function withoutNamesOfThings(candidates: Candidate[]): Candidate[] {
  const things = new Set<string>();
  // A thing is found many times in the same words: each wording is split once.
  const read = new Set<string>();
  for (const candidate of candidates)
    if (
      !candidate.unlisted &&
      candidate.category !== "character_name" &&
      candidate.category !== "real_person" &&
      !read.has(candidate.text)
    ) {
      read.add(candidate.text);
      if (ACRONYM.test(candidate.text)) things.add(candidate.text);
      else
        for (const word of candidate.text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) things.add(word);
    }
  return candidates.filter(
    (candidate) => !isLoneName(candidate) || !things.has(candidate.text.toLowerCase()),
  );
}

/**
 * "A Porsche roars past", "an Eames chair": a name that takes an indefinite article is a thing,
 * not someone named in passing (a person's name takes one only with a title: "a Mr. Smith").
 */
function isThingAfterAnArticle(
  candidate: Candidate,
  elementText: (index: number) => string | undefined,
): boolean {
  if (!isLoneName(candidate)) return false;
  const before = elementText(candidate.elementIndex)?.slice(
    Math.max(0, candidate.start - 4),
    candidate.start,
  );
  return before !== undefined && /(?:^|[^\p{L}])an? $/iu.test(before);
}

/** Initials stand for words, not for the name they spell: a TED talk leaves Ted a person. */
const ACRONYM = /^\p{Lu}{2,4}$/u;

const isLoneName = (candidate: Candidate) =>
  candidate.signals.some((signal) => signal.kind === LONE_NAME_KIND);

/** A copyright notice's own words and year, which would run into the holder's name. */
const COPYRIGHT_WORDS = /\(c\)|©|\bcopyright\b|\ball rights reserved\b\.?|\b(?:1[89]|20)\d\d\b/gi;

/** Title-page fields that name the script and its writer rather than anything to clear. */
const OWN_FIELDS = new Set(["title", "credit", "author", "authors", "draft date", "date"]);

/**
 * The title page's other fields, a line each (contact block, notes, source, copyright), read by
 * the finders like prose: a real address, phone or company there is an item too. Their indexes
 * are negative (-1, -2, …), which marks their occurrences as the title page's.
 */
export function titlePageElements(screenplay: Screenplay): ScriptElement[] {
  const lines = Object.entries(screenplay.titlePage)
    .filter(([field]) => !OWN_FIELDS.has(field))
    .flatMap(([, value]) => value.split("\n"))
    .map((line) => line.replace(COPYRIGHT_WORDS, " ").trim().slice(0, MAX_ELEMENT_CHARS))
    .filter(Boolean);
  return lines.map((text, at) => ({
    type: "general",
    text,
    page: 1,
    sceneIndex: 0,
    index: -1 - at,
    styleRuns: [],
  }));
}

function boundedElement(element: ScriptElement): ScriptElement {
  if (element.text.length <= MAX_ELEMENT_CHARS) return element;
  return { ...element, text: element.text.slice(0, MAX_ELEMENT_CHARS) };
}

function firstPlace(item: Analysis["items"][number]): number {
  return item.occurrences[0]?.elementIndex ?? Number.MAX_SAFE_INTEGER;
}
