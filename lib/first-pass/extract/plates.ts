/**
 * License plates (clearance-domain.md §2.2): no range is reserved for fiction, so any plausible
 * plate near a word such as "plate", "license" or "tag" is reported, with the state or country
 * format it matches. All-letter vanity plates count only after "vanity plate" or "plate reads".
 */
import { type Signal, signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { DIGIT, keywordGate, readLine } from "./keywords";
import { matchAt, matchesOf, scan, withoutOverlaps } from "./patterns";

const KEYWORD = /\b(?:licen[cs]e|plates?|tags?|registration|reg)\b/gi;
/** The words of KEYWORD, which every plate and vanity plate is read near. */
const KEYWORD_WORDS = keywordGate(
  "licence license plate plates tag tags registration reg".split(" "),
);
/** How far from the keyword a plate may be written. */
const WINDOW = 40;
const VANITY_INTRO =
  /\b(?:vanity\s+(?:licen[cs]e\s+)?plates?|plates?\s+(?:that\s+)?(?:reads?|says?)|plates?\s*:)/gi;
/** After the introduction: an optional verb and quote, then the plate in capitals. */
const VANITY_TEXT =
  /[\s:]*(?:[Rr]eads?|READS?|[Ss]ays?|SAYS?)?[\s:]*["“'‘]?([A-Z0-9]{1,8}(?:[ -][A-Z0-9]{1,7})?)(?![A-Za-z0-9])/y;
/** Shorter tokens are engine and gun talk ("V8", "4X4", "9MM") far more often than plates. */
const MIN_LENGTH = 4;
const MAX_LENGTH = 8;
/** A token that can be part of a plate: capitals with digits, or up to four capitals. */
const PLATE_PART = /^(?=[A-Z]{0,4}$|.*\d)[A-Z0-9]{1,8}$/;
/** Ordinals, decades, times and units, which sit near "tag" and "plate" too ("21ST", "1990S"). */
const NOT_A_PLATE = /^(?:\d+(?:ST|ND|RD|TH|S|AM|PM|MM|CM|KM|KG|LBS?|MPH|HP|CC|GB|MB|K)|\d+X\d+)$/;
/** Short capitalised words of action lines that must not be joined to a plate. */
const STOPWORDS = new Set(
  (
    "A AN THE AND OR OF TO IN ON AT BY FOR FROM WITH INTO ONTO IS IT ITS HIS HER OUR MY YOUR " +
    "HE SHE WE YOU I ME US THEY THEM SAYS SAY READ READS SHOW SHOWS NEW OLD CAR VAN CAB BUS " +
    "JEEP RED BLUE GRAY GREY GOLD PINK TAN NO NOT YES SO UP OUT OFF ALL ONE TWO SIX TEN ARE " +
    "WAS HAS HAD BUT JUST ONLY THAT THIS THEN THAN WHAT WHEN LIKE SAME REAR BACK TAG TAGS REG " +
    "DMV MPH AM PM NUM JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC APT ROOM UNIT " +
    "PAGE CASE FILE AGE EXIT GATE LOT BAY"
  ).split(" "),
);

/** Curated standard-issue formats (Wikipedia's list of US plate serial formats; UK; Ontario). */
const FORMATS: readonly { pattern: RegExp; example: string; where: string }[] = [
  { pattern: /^\d[A-Z]{3}\d{3}$/, example: "1ABC234", where: "a California plate" },
  {
    pattern: /^[A-Z]{3}\d{4}$/,
    example: "ABC-1234",
    where: "a New York, Texas, Pennsylvania or other state's plate",
  },
  { pattern: /^[A-Z]{4}\d{2}$/, example: "ABC-D12", where: "a Florida plate" },
  { pattern: /^[A-Z]\d{6}$/, example: "A12-3456", where: "an Illinois plate" },
  { pattern: /^\d[A-Z]{2}\d{4}$/, example: "1AB2345", where: "a Maryland plate" },
  { pattern: /^[A-Z]\d{2}[A-Z]{3}$/, example: "A12-BCD", where: "a New Jersey plate" },
  { pattern: /^[A-Z]{3}\d{3}$/, example: "ABC-123", where: "an older-style US plate" },
  { pattern: /^[A-Z]{2}\d{2}[A-Z]{3}$/, example: "AB12 CDE", where: "a UK plate" },
  { pattern: /^[A-Z]{4}\d{3}$/, example: "ABCD 123", where: "an Ontario plate" },
];

type Token = { text: string; start: number; end: number };

export const findPlates: TextFinder = (
  text,
  _element,
  _context,
  { keywords: words } = readLine(text),
) => {
  if ((words & KEYWORD_WORDS) === 0) return [];
  const keywords = matchesOf(KEYWORD, text);
  if (keywords.length === 0) return [];
  const nearKeywords =
    (words & DIGIT) !== 0
      ? windowsAround(keywords, text.length).flatMap(([from, to]) => platesBetween(text, from, to))
      : [];
  return withoutOverlaps([...nearKeywords, ...vanityPlates(text)]);
};

/** The stretches of text near a keyword, overlapping windows merged. */
function windowsAround(keywords: RegExpExecArray[], length: number): [number, number][] {
  const windows: [number, number][] = [];
  for (const keyword of keywords) {
    const from = Math.max(0, keyword.index - WINDOW);
    const to = Math.min(length, keyword.index + keyword[0].length + WINDOW);
    const last = windows.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}

/** Plates in one window: a token with a digit, joined to its neighbours. */
function platesBetween(text: string, from: number, to: number): TextMatch[] {
  const tokens = tokensBetween(text, from, to);
  return tokens.flatMap((token, index) => {
    if (!/\d/.test(token.text) || !PLATE_PART.test(token.text)) return [];
    const [first, last] = grow(text, tokens, index);
    const plate = compact(text.slice(first.start, last.end));
    if (plate.length < MIN_LENGTH || !/[A-Z]/.test(plate) || NOT_A_PLATE.test(plate)) return [];
    return [plateMatch(text, first.start, last.end, formatSignal(plate))];
  });
}

/** Words of `text` that lie wholly inside the window, widened to the words it cuts. */
function tokensBetween(text: string, from: number, to: number): Token[] {
  let start = from;
  let end = to;
  while (start > 0 && start > from - MAX_LENGTH && /[A-Za-z0-9]/.test(text[start - 1] ?? ""))
    start -= 1;
  while (end < text.length && end < to + MAX_LENGTH && /[A-Za-z0-9]/.test(text[end] ?? ""))
    end += 1;
  return scan(/[A-Za-z0-9]+/g, text.slice(start, end), (found) => ({
    text: found[0],
    start: start + found.index,
    end: start + found.index + found[0].length,
  }));
}

/** Joins the seed to neighbours written "7ABC 123" or "ABC-1234", up to the longest plate. */
function grow(text: string, tokens: Token[], seed: number): [Token, Token] {
  let first = seed;
  let last = seed;
  while (
    last + 1 < tokens.length &&
    joins(text, tokens, last, last + 1) &&
    fits(text, tokens, first, last + 1)
  )
    last += 1;
  while (first > 0 && joins(text, tokens, first - 1, first) && fits(text, tokens, first - 1, last))
    first -= 1;
  return [tokens[first]!, tokens[last]!];
}

/** Tokens `a` to `b` are no longer than a plate. */
function fits(text: string, tokens: Token[], a: number, b: number): boolean {
  return compact(text.slice(tokens[a]!.start, tokens[b]!.end)).length <= MAX_LENGTH;
}

/** Two neighbouring tokens, a space or a hyphen apart, that may both be parts of a plate. */
function joins(text: string, tokens: Token[], left: number, right: number): boolean {
  return (
    /^[ -]$/.test(text.slice(tokens[left]!.end, tokens[right]!.start)) &&
    [tokens[left]!, tokens[right]!].every(
      (token) => PLATE_PART.test(token.text) && !STOPWORDS.has(token.text),
    )
  );
}

function compact(plate: string): string {
  return plate.replace(/[\s-]/g, "");
}

/** All-letter plates ("BADBOY") only where the text says it is a plate's wording. */
function vanityPlates(text: string): TextMatch[] {
  return scan(VANITY_INTRO, text, (intro) => {
    VANITY_TEXT.lastIndex = intro.index + intro[0].length;
    const found = VANITY_TEXT.exec(text);
    const written = found?.[1];
    if (!found || !written || written.split(/[ -]/).some((word) => STOPWORDS.has(word)))
      return undefined;
    const plate = compact(written);
    if (plate.length < 2 || plate.length > MAX_LENGTH || /\d/.test(plate)) return undefined;
    const start = found.index + found[0].length - written.length;
    return plateMatch(
      text,
      start,
      start + written.length,
      signalOf(
        "vanity-plate",
        "A vanity plate: personalised plates are unique, so this one may identify a real owner",
      ),
    );
  });
}

function formatSignal(plate: string): Signal {
  const format = FORMATS.find((candidate) => candidate.pattern.test(plate));
  if (format) {
    return signalOf("plate-format", `Looks like ${format.where} (${format.example})`);
  }
  return signalOf(
    "plate-like",
    "Letters and digits near a plate keyword: it may belong to a real vehicle",
  );
}

function plateMatch(text: string, start: number, end: number, signal: Signal): TextMatch {
  const plate = compact(text.slice(start, end)).toUpperCase();
  return matchAt(text, start, end, {
    category: "license_plate",
    key: plate,
    canonical: plate,
    signals: [signal],
    suggestedCode: "RC",
  });
}
