/**
 * Places: the named parts of scene headings ("INT. GRIFFITH OBSERVATORY - NIGHT") and cities,
 * states and countries written in the text. Rooms and kinds of place ("KITCHEN") are not items.
 */
import { DESCRIPTIVE_WORDS } from "@/config/first-pass/organisation-words";
import {
  GENERIC_PLACES,
  LANDMARK_WORDS,
  SCENE_TIME_WORDS,
  SCENE_TIMES,
  TOWN_SURROUNDINGS,
} from "@/config/first-pass/scene-words";
import type { ScriptElement } from "@/lib/screenplay/model";

import { isKnownName } from "../data/names";
import { isDemonym, type PlaceInfo, placeInfo, placeSignal } from "../data/places";
import { isCommonWord, isEnglishWord } from "../data/words";
import { memoised } from "../memo";
import { signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { keywordGate, readLine } from "./keywords";
import { isFirstName } from "./name-mentions";
import { alternation, matchesOf, nameKey, titleCase } from "./patterns";

const SCENE_PREFIX =
  /^\s*(?:(?:fade in|cut to|dissolve to):?\s*)?(?:(?:int|ext|est|i)\.?\s*[/&.]\s*(?:int|ext|e)\.?|int\.|ext\.|est\.|i\/e\.?|interior|exterior|int|ext)\s+/i;
const TIMES = new Set(SCENE_TIMES);
/** Old scripts put the shot in the heading: "PRESS ROOM MED. CLOSE SHOT". */
const CAMERA_DIRECTION =
  /\s*\b(?:(?:med\.?|medium|close|full|long|wide|group|two|three|moving|tracking|extreme|reverse)\s+)*(?:shot|angle|pov|insert|close-?up|closeup)\b.*$/i;
const GENERIC = new Set(GENERIC_PLACES);
/** Common words that are also big cities are places only when a place is clearly meant. */
const BIG_CITY = 500_000;
/** Below this a one-word town in prose is more likely a surname or a word (Allo, Winslow). */
const SMALL_TOWN = 50_000;
const TIME_WORDS = new Set([
  ...SCENE_TIMES.flatMap((time) => time.split(" ")),
  ...SCENE_TIME_WORDS,
]);
/** Capitalised words and the small words inside place names ("Stratford upon Avon"). */
const PLACE_RUN = /[A-Z][a-zA-Z.'’-]*(?: (?:[A-Z][a-zA-Z.'’-]*|of|de|la|le|del|upon|on))*/g;
const MAX_PLACE_WORDS = 4;
const LANDMARKS = new Set(LANDMARK_WORDS);
const LANDMARK_AT_END = new RegExp(String.raw`\s(?:${alternation(LANDMARK_WORDS)})\b`, "i");
const DESCRIPTIVE = new Set(DESCRIPTIVE_WORDS);
/** What a caption line starts with ("SUPER:", "TITLE CARD:", "CHYRON:"). */
const CAPTION =
  /^\s*(?:super(?:impose(?:d)?)?|title(?: card)?|card|chyron|caption|subtitle|on screen)\s*:\s*/i;

export const findPlaces: TextFinder = (text, element, context, line = readLine(text)) =>
  element.type === "scene_heading"
    ? headingPlaces(text, context.characterWords)
    : prosePlaces(text, element, context.characterWords, (line.keywords & REGION_WORDS) !== 0);

/**
 * The location parts of a heading, each with its offset, without prefix and time of day. Kept by
 * heading, as a script goes back to the same places: the parts are shared, not to be changed.
 */
export const headingParts = memoised((written): readonly { text: string; start: number }[] => {
  const prefix = SCENE_PREFIX.exec(written)?.[0].length ?? 0;
  const heading = written.slice(0, prefix) + written.slice(prefix).replace(CAMERA_DIRECTION, "");
  const parts: { text: string; start: number }[] = [];
  // British scripts separate with full stops: "INT. BEDROOM. NUMBER 10. NIGHT".
  const separator =
    /\s+[-–—]+\s+|\s*[-–—]{2,}\s*|,\s+|(?<=[A-Za-z0-9]{2})\.\s+|\s*\/\s*|\s*[([][^)\]]*[)\]]\s*|\s+[-–—]+$/g;
  let from = prefix;
  for (const found of [...matchesOf(separator, heading.slice(prefix)), null]) {
    const to = found ? prefix + found.index : heading.length;
    const raw = heading.slice(from, to);
    const text = raw.trim().replace(/^[-–—\s]+/, "");
    if (text && !isTimeOfDay(text)) parts.push({ text, start: from + raw.indexOf(text) });
    if (found) from = prefix + found.index + found[0].length;
  }
  return parts;
});

/** "NIGHT", "DAY TO NIGHT", "ANOTHER DAY", "THE NEXT MORNING": when, not where. */
function isTimeOfDay(part: string): boolean {
  const lower = part.toLowerCase();
  return (
    TIMES.has(lower) ||
    lower.split(/\s+/).every((word) => TIME_WORDS.has(word)) ||
    /^\d{1,4}s?$/.test(lower)
  );
}

/**
 * A script's headings' places, by heading, for as long as its character words are kept: a script
 * goes back to the same places, and its headings are read once. The matches are shared.
 */
const headingsRead = new WeakMap<Set<string>, Map<string, TextMatch[]>>();

function headingPlaces(heading: string, characterWords: Set<string>): TextMatch[] {
  let read = headingsRead.get(characterWords);
  if (read === undefined) headingsRead.set(characterWords, (read = new Map()));
  let places = read.get(heading);
  if (places === undefined) read.set(heading, (places = placesOfHeading(heading, characterWords)));
  return places;
}

function placesOfHeading(heading: string, characterWords: Set<string>): TextMatch[] {
  return headingParts(heading).flatMap((part) => {
    const info = characterWords.has(part.text.toLowerCase()) ? undefined : placeInfo(part.text);
    if (info && isPlaceInHeading(part.text, info)) return [placeMatch(part.text, part.start, info)];
    if (NUMBERED_HOUSE_PART.test(part.text)) return [numberedHouse(part.text, part.start)];
    // "NORTHER WINSLOW'S MANHATTAN": someone's city is still the city.
    const owned = OWNED_PLACE.exec(part.text)?.[1];
    const ownedInfo = owned === undefined ? undefined : placeInfo(owned);
    if (owned && ownedInfo && isPlaceInHeading(owned, ownedInfo))
      return [placeMatch(owned, part.start + part.text.length - owned.length, ownedInfo)];
    const town = townBeforeWords(part.text, characterWords);
    if (town) return [placeMatch(town.name, part.start, town.info)];
    return isNamedPlace(part.text, characterWords) ? [namedPlace(part.text, part.start)] : [];
  });
}

/**
 * "SAUSALITO HOME", "TARIFA OUTSKIRTS": a town of any size, then ordinary words that say where
 * in it; not a name that is also someone's (JACKSON HOUSE is the Jacksons'), unless the words are
 * open land around a town, which nobody owns (MARIN HILLSIDE).
 */
const SURROUNDINGS = new Set(TOWN_SURROUNDINGS);

function townBeforeWords(
  part: string,
  characterWords: Set<string>,
): { name: string; info: PlaceInfo } | undefined {
  const [first, ...rest] = part.split(/\s+/);
  if (!first || rest.length === 0 || rest.length > 2) return undefined;
  if (!rest.every((word) => isCommonWord(word)) || isCommonWord(first)) return undefined;
  if (characterWords.has(first.toLowerCase())) return undefined;
  if (isKnownName(first) && !rest.every((word) => SURROUNDINGS.has(word.toLowerCase())))
    return undefined;
  const info = placeInfo(first);
  return info ? { name: first, info } : undefined;
}

/** What a possessive in a heading owns: "MANHATTAN" of "NORTHER WINSLOW'S MANHATTAN". */
const OWNED_PLACE = /^\S.*?['’]S?\s+(\S.*)$/i;

/** BRIDGE and WARD are parts of a ship or a hospital, even where a town bears the name. */
function isPlaceInHeading(part: string, info: PlaceInfo): boolean {
  if (GENERIC.has(part.toLowerCase())) return false;
  return !isCommonWord(part) || info.kind !== "city" || (info.population ?? 0) >= BIG_CITY;
}

/**
 * A heading part that names a place someone could recognise: not a room or a kind of place, and
 * not a character's home (TEMPLETON HOUSE).
 */
function isNamedPlace(part: string, characterWords: Set<string>): boolean {
  if (/['’]s\b|s['’](?:\s|$)/i.test(part)) return false;
  // A misread action line is longer, ends a clause or runs figures into words (AT133).
  if (
    part.split(/\s+/).length > MAX_PLACE_WORDS + 1 ||
    /[.:,;]$|[A-Za-z]\d|\d[A-Za-z]{2}/.test(part)
  )
    return false;
  const words = part
    .toLowerCase()
    .replace(
      /^(?:(?:the|on|in|at|into|by|behind|outside|inside|near|above|below|under|beside)\s+)+/,
      "",
    )
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || GENERIC.has(words.join(" "))) return false;
  if (words.some((word) => characterWords.has(word))) return false;
  // LOWER-GROUND CORRIDOR, ANTI-CHAMBER: compounds of ordinary words are ordinary, and a people's
  // word says what kind of place it is (GERMAN BEER HALL).
  const parts = words.flatMap((word) => word.split("-"));
  if (
    parts.every(
      (part) => isCommonWord(part) || GENERIC.has(part) || !/[a-z]/.test(part) || isDemonym(part),
    )
  )
    return false;
  return words.some((word) => /^[a-z]/.test(word) && !isCommonWord(word) && !GENERIC.has(word));
}

function prosePlaces(
  text: string,
  element: ScriptElement,
  characterWords: Set<string>,
  regionWord: boolean,
): TextMatch[] {
  if (element.type === "character") return [];
  const found: TextMatch[] = captionPlaces(text, characterWords);
  PLACE_RUN.lastIndex = 0;
  for (let run = PLACE_RUN.exec(text); run; run = PLACE_RUN.exec(text)) {
    // What leads to the run (placeLead) is read only where a place is in question: most runs
    // name none.
    const places = longestPlaces(text, run[0], run.index);
    for (const place of places)
      if (!characterWords.has(place.text.toLowerCase())) found.push(place);
    if (places.length === 0) {
      const place = unlistedPlace(text, run[0], run.index, characterWords);
      if (place) found.push(place);
    }
    if (run[0].includes(" ")) found.push(...landmarks(text, run[0], run.index, characterWords));
  }
  if (regionWord && REGION_WORD.test(text)) found.push(...regions(text, characterWords));
  if (text.includes("Number ") || text.includes("No. ")) found.push(...numberedHouses(text));
  return found;
}

/** "staying in Number 10", "the door to No. 11": a house known by its number, as in Whitehall. */
const NUMBERED_HOUSE =
  /\b(?:in|into|to|from|of|at|inside|outside|within|near|leave|leaves|left|leaving)\s+((?:Number|No\.)\s?\d{1,4})(?![\w-]|[.,]\d)/g;
/** A heading part that is only such a number: "INT. STAIRWELL. NUMBER 10. LATER". */
const NUMBERED_HOUSE_PART = /^(?:NUMBER|No\.?)\s?\d{1,4}$/i;

function numberedHouses(text: string): TextMatch[] {
  return matchesOf(NUMBERED_HOUSE, text).map((found) =>
    numberedHouse(found[1]!, found.index + found[0].length - found[1]!.length),
  );
}

function numberedHouse(written: string, start: number): TextMatch {
  const canonical = `Number ${/\d+/.exec(written)![0]}`;
  return {
    category: "location",
    text: written,
    key: nameKey(canonical),
    canonical,
    start,
    end: start + written.length,
    signals: [
      signalOf(
        "numbered-house",
        "A house known by its number alone: check which building it points at",
      ),
    ],
    suggestedCode: "NC",
  };
}

/**
 * The words before `at` that lead to a place ("to", "the town of"), as written, if any: what
 * PLACE_LEAD finds in the 14 characters before, read back by character code, as this runs for
 * every capitalised run of prose.
 */
function placeLead(text: string, at: number): string | undefined {
  const floor = Math.max(0, at - LEAD_WINDOW);
  let end = at;
  while (end > floor && isSpace(text.charCodeAt(end - 1))) end -= 1;
  if (end === at) return undefined;
  // "at Corpus, Oxford": a named place, a comma, then the town it stands in.
  if (text.charCodeAt(end - 1) === 44)
    return NAMED_BEFORE_COMMA.test(text.slice(Math.max(0, end - 41), end - 1)) ? "," : undefined;
  let start = end;
  while (start > floor && isAsciiLetter(text.charCodeAt(start - 1))) start -= 1;
  const word = text.slice(start, end);
  const lower = word.toLowerCase();
  if (lower === "of") {
    // "outside of", "the town of", "the city of": the words before "of" lead there.
    const lead = PLACE_LEAD.exec(text.slice(floor, at))?.[1];
    if (lead !== undefined) return lead;
  }
  if (!LEAD_WORDS.has(lower)) return undefined;
  return start === floor || !/\p{L}/u.test(text.charAt(start - 1)) ? word : undefined;
}

const LEAD_WINDOW = 14;
const NAMED_BEFORE_COMMA =
  /(?:^|[^\p{L}])(?:at|in|from|near)\s+(?:[A-Z][\p{L}'’.-]*\s)?[A-Z][\p{L}'’.-]*$/u;
const LEAD_WORDS = new Set(["in", "into", "to", "from", "near", "outside", "across", "through"]);

function isSpace(code: number): boolean {
  return (
    code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)))
  );
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Words that lead to a place: "get to Lincoln", "a flop in Ashton", "just outside Somertown". */
const PLACE_LEAD =
  /(?:^|[^\p{L}])(in|into|to|from|near|outside|outside of|across|through|the town of|the city of)\s+$/iu;
/** Words that lead only to a place, never to a person: "outside of Ashton", "the town of …". */
const STRONG_LEADS = new Set(["outside", "outside of", "near", "the town of", "the city of"]);

/** "Sarpy county", "Orleans Parish": a region named by its kind, in any case. */
const REGION_WORD = /\b(?:county|parish|township|borough)\b/i;
const REGION_WORDS = keywordGate(["county", "parish", "township", "borough"]);
const REGION = /\b((?:[A-Z][a-z]+ ){1,2})(?:[Cc]ounty|[Pp]arish|[Tt]ownship|[Bb]orough)\b/g;

function regions(text: string, characterWords: Set<string>): TextMatch[] {
  return matchesOf(REGION, text).flatMap((found) => {
    const head = found[1]!.trim();
    const words = head.split(" ");
    if (words.some((word) => characterWords.has(word.toLowerCase()))) return [];
    if (words.every((word) => isCommonWord(word))) return [];
    const name = found[0];
    return [
      {
        category: "location",
        text: name,
        key: nameKey(name),
        canonical: name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
        start: found.index,
        end: found.index + name.length,
        signals: [
          signalOf(
            "named-region",
            "A county or parish named: real places, where people can be identified",
          ),
        ],
        suggestedCode: "NC",
      },
    ];
  });
}

/**
 * A name no list knows, where the sentence leads to a place ("in Ashton", "outside Somertown"): an
 * invented town or a real one too small for the lists. Not a first name or an ordinary word.
 */
function unlistedPlace(
  text: string,
  run: string,
  start: number,
  characterWords: Set<string>,
): TextMatch | undefined {
  // "outside of Ashton. Kids went": the run goes on past the sentence, the place does not.
  const sentence = run.includes(". ") ? run.slice(0, run.indexOf(". ")) : run;
  if (sentence.includes(" ") || sentence.length < 4) return undefined;
  const led = placeLead(text, start);
  if (led === undefined || led === "to" || led === "from") return undefined;
  const strongLead = STRONG_LEADS.has(led.toLowerCase());
  const name = sentence.replace(/[.'’]+$/, "").replace(/['’]s$/, "");
  if (name.includes(" ") || name.length < 4 || name === name.toUpperCase()) return undefined;
  // "Believe in Ashton" may speak of a person; "just outside of Ashton" only of a place.
  if (
    characterWords.has(name.toLowerCase()) ||
    (isFirstName(name) && !strongLead) ||
    isCommonWord(name)
  )
    return undefined;
  if (isEnglishWord(name) || isDemonym(name)) return undefined;
  return {
    category: "location",
    text: name,
    key: nameKey(name),
    canonical: name,
    start,
    end: start + name.length,
    signals: [
      signalOf(
        "led-place",
        "Named where the sentence leads to a place: a town to check, real or invented",
      ),
    ],
    suggestedCode: "CC",
  };
}

/**
 * "SUPER: WOLLONGONG, NEW SOUTH WALES.": a caption tells the audience where the story is, in
 * capitals as often as not, so its parts are read as a heading's are.
 */
function captionPlaces(text: string, characterWords: Set<string>): TextMatch[] {
  // A caption's label ends with a colon, which most lines lack.
  const prefix = text.includes(":") ? CAPTION.exec(text)?.[0].length : undefined;
  if (prefix === undefined) return [];
  return headingParts(text.slice(prefix)).flatMap(({ text: written, start }) => {
    const part = written.replace(/[.!]+$/, "");
    const info = characterWords.has(part.toLowerCase()) ? undefined : placeInfo(part);
    return info && isPlaceInHeading(part, info) ? [placeMatch(part, prefix + start, info)] : [];
  });
}

/**
 * "Fenway Park", "Grand Central Terminal", "Primrose Hill": capitalised words before a landmark
 * word name a real place more often than not, ordinary words as they may be ("Central Park").
 */
const SENTENCE_END = /(?<!\b(?:St|Mt|Ft|Dr|Jr|Sr|Ave|[A-Z]))[.!?] (?=\S)/;

function landmarks(
  text: string,
  run: string,
  offset: number,
  characterWords: Set<string>,
): TextMatch[] {
  // Most runs are one capitalised word, and a landmark takes two.
  if (!run.includes(" ") || !LANDMARK_AT_END.test(run)) return [];
  // "Harbor Point. Pier 4": a full stop ends the name, unless it ends an abbreviation (St.).
  const stop = SENTENCE_END.exec(run);
  if (stop)
    return [
      ...landmarks(text, run.slice(0, stop.index + 1), offset, characterWords),
      ...landmarks(text, run.slice(stop.index + 2), offset + stop.index + 2, characterWords),
    ];
  const words = wordsOf(run, offset, (word) => word.replace(/(?:['’]s)?[.,'’]*$/, ""));
  const end = words.findLastIndex((word) => LANDMARKS.has(word.word.toLowerCase()));
  // "The FOREST" in capitals is emphasis; "BUM. The Forest" is two sentences.
  if (end < 1 || words[end]!.word === words[end]!.word.toUpperCase()) return [];
  const sentence = words.slice(0, end).findLastIndex((word) => /[.!?]$/.test(word.word));
  if (sentence >= end - 1) return [];
  const head = words.slice(Math.max(0, end - MAX_PLACE_WORDS + 1, sentence + 1), end);
  const named = head.filter((word) => /^[A-Z]/.test(word.word));
  // A state or a nation has one capitol: "the State Capitol" is a building, unlike a city park.
  const onlyOne = words[end]!.word.toLowerCase() === "capitol";
  if (
    named.length === 0 ||
    (!onlyOne && named.every((word) => DESCRIPTIVE.has(word.word.toLowerCase())))
  )
    return [];
  // JENNY HILL is a character, not a hill.
  if (named.some((word) => characterWords.has(word.word.toLowerCase()))) return [];
  const first = named[0]!;
  // In capitals it may be a shot or a shout: only mixed case names a landmark.
  if (run === run.toUpperCase()) return [];
  const sentenceStart = /(?:^|[.!?]["”’)]?\s+)$/.test(
    text.slice(Math.max(0, first.start - 3), first.start),
  );
  if (sentenceStart && named.every((word) => isCommonWord(word.word))) return [];
  const last = words[end]!;
  const name = text.slice(first.start, last.start + last.word.length);
  return [
    {
      category: "location",
      text: name,
      key: nameKey(name),
      canonical: titleCase(name),
      start: first.start,
      end: first.start + name.length,
      signals: [
        signalOf(
          "named-landmark",
          `A named ${last.word.toLowerCase()}: a real landmark or public place must not be shown in a bad light`,
        ),
      ],
      suggestedCode: "CC",
    },
  ];
}

/**
 * The longest known place at each position of a capitalised run ("New York City", "Paris");
 * Smaller towns need the sentence to lead there ("get to Lincoln"; plausible).
 */
function longestPlaces(text: string, run: string, offset: number): TextMatch[] {
  // "He", "It": too short to hold a place's name (three letters at least), so not looked up.
  if (run.length < 3) return [];
  // A place in prose is never all capitals (see plausible): no need to look any up. A run's
  // letters are ASCII (PLACE_RUN), so one lower-case letter tells.
  if (!/[a-z]/.test(run)) return [];
  const found: TextMatch[] = [];
  let next = 0;
  for (const span of knownSpansOf(run)) {
    if (span.first < next || !plausible(text, span.name, offset + span.start, span.info, offset))
      continue;
    found.push(placeMatch(span.name, offset + span.start, span.info));
    next = span.first + span.words;
  }
  return found;
}

/** A run's words from `first` on, `words` of them, that name a known place. */
type KnownSpan = { first: number; words: number; start: number; name: string; info: PlaceInfo };

/**
 * The known places among a run's words, by first word and then longest first. Kept by run, as
 * the same capitalised words recur on every page ("Sarah", "The") and most name none.
 */
const knownSpansOf = memoised((run: string): KnownSpan[] => {
  const words = wordsOf(run, 0, (word) => word.replace(/[.'’]+$/, "").replace(/['’]s$/, ""));
  const spans: KnownSpan[] = [];
  for (let first = 0; first < words.length; first += 1) {
    for (let length = Math.min(MAX_PLACE_WORDS, words.length - first); length >= 1; length -= 1) {
      const name = words
        .slice(first, first + length)
        .map((word) => word.word)
        .join(" ");
      // The cheap refusals of `plausible` first: most spans are not worth a lookup.
      if (name.length < 3 || name === name.toUpperCase() || !/^[A-Z]/.test(name)) continue;
      const info = placeInfo(name);
      if (info) spans.push({ first, words: length, start: words[first]!.start, name, info });
    }
  }
  return spans;
});

/** A run's words, cleaned by `clean`, with their offsets in the element. */
function wordsOf(
  run: string,
  offset: number,
  clean: (word: string) => string,
): { word: string; start: number }[] {
  if (!run.includes(" ")) return [{ word: clean(run), start: offset }];
  return matchesOf(/\S+/g, run).map((word) => ({
    word: clean(word[0]),
    start: offset + word.index,
  }));
}

/**
 * A single word is a place when it is a country, a state or a sizeable city, and not an ordinary
 * word or a first name used as one (Hope, Shirley, Christmas).
 */
function plausible(
  text: string,
  name: string,
  start: number,
  info: PlaceInfo,
  runStart: number,
): boolean {
  if (name.length < 3 || name === name.toUpperCase()) return false;
  const population = info.kind === "city" ? (info.population ?? 0) : BIG_CITY;
  // Led there ("to Lincoln", "in Atlantic City"), a town is the place at any size that matters;
  // what leads there is read only for a town that needs it.
  if (name.includes(" "))
    return population >= SMALL_TOWN || placeLead(text, runStart) !== undefined;
  if (isFirstName(name) || isCommonWord(name)) {
    const sentenceStart = /(?:^|[.!?]["”’)]?\s+)$/.test(text.slice(Math.max(0, start - 3), start));
    return (
      !sentenceStart &&
      (population >= BIG_CITY ||
        (population >= SMALL_TOWN && placeLead(text, runStart) !== undefined))
    );
  }
  return population >= SMALL_TOWN || placeLead(text, runStart) !== undefined;
}

function placeMatch(
  name: string,
  start: number,
  info: NonNullable<ReturnType<typeof placeInfo>>,
): TextMatch {
  return {
    category: "location",
    text: name,
    key: nameKey(info.name),
    canonical: info.name,
    start,
    end: start + name.length,
    signals: [placeSignal(info)],
    suggestedCode: "NC",
  };
}

function namedPlace(part: string, start: number): TextMatch {
  return {
    category: "location",
    text: part,
    key: nameKey(part),
    canonical: titleCase(part),
    start,
    end: start + part.length,
    signals: [
      signalOf(
        "named-location",
        "A named place in a scene heading: check whether it is real and how it is shown",
      ),
    ],
    suggestedCode: "CC",
    weak: true,
  };
}
