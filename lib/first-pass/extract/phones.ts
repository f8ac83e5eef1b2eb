/**
 * Telephone numbers (clearance-domain.md §2.4): North American numbers with or without an area
 * code, UK and Australian national numbers, and international numbers written with "+". A number
 * in a range reserved for drama is fine (F555); any other real-format number should be changed.
 * A named exchange with its number in words ("Western four-five-five-seven") is read too; other
 * spoken numbers ("five five five…") are left to the researcher.
 */
import {
  type CountryCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";

import {
  FAMOUS_NANP_NUMBERS,
  FICTIONAL_RANGES,
  type FictionalRange,
  NANP_AREA_CODE_PLACES,
  NANP_FICTIONAL_LINES,
  NANP_TOLL_FREE_AREA_CODES,
} from "@/config/first-pass/phone-ranges";

import { isCommonWord } from "../data/words";
import { type Signal, signalOf, type VerdictCode, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { DIGIT, keywordGate, readLine } from "./keywords";
import { type MatchFields, matchAt, scan, withoutOverlaps } from "./patterns";

// Not inside a word or a longer number, and not an amount or a reference ("$", "#", "p.12").
const BEFORE = String.raw`(?<![\w$£€¥+#.,:/-])`;
const AFTER = String.raw`(?!\w|[-.,:/]\d)`;

/** (310) 555-0142, 310.555.0142, +1 310 555 0142, 1-800-555-0199. */
const NANP = new RegExp(
  String.raw`${BEFORE}(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[\s.-])\d{3}[\s.-]\d{4}${AFTER}`,
  "g",
);
/** 555-0142, 867-5309: three and four digits joined by a dash or a dot. */
const NANP_LOCAL = new RegExp(String.raw`${BEFORE}[2-9]\d{2}[.-]\d{4}${AFTER}`, "g");
/** UK and Australian national numbers: 020 7946 0123, 07700 900461, (02) 5550 1234. */
const NATIONAL = new RegExp(
  String.raw`${BEFORE}(?:\(0\d{1,4}\)|0\d{1,4})(?:[\s-]?\d{3,4}){2}${AFTER}`,
  "g",
);
/** Australian 1800 and 1300 numbers. */
const AU_SERVICE = new RegExp(String.raw`${BEFORE}1[38]00[\s-]?\d{3}[\s-]?\d{3}${AFTER}`, "g");
/**
 * +44 7700 900461, +61 491 570 156, +44 (0)20 7946 0123. Each group takes all its digits, so a
 * long run of digits cannot be split in many ways.
 */
const INTERNATIONAL = new RegExp(
  String.raw`(?<![\w+])\+(?:\d{7,15}|\d{1,3}(?:(?:[\s.-]|[\s.-]?\(\d{1,4}\)[\s.-]?)\d{1,8}(?!\d)){1,6})${AFTER}`,
  "g",
);

/**
 * "HArrison 4-1127", "PENNSYLVANIA 6-5000": a named exchange, as numbers were written until the
 * 1960s. The first two letters are dialled as digits.
 */
const NAMED_EXCHANGE =
  /\b([A-Z]{2}(?:[a-z]+|[A-Z]+)(?: [A-Z](?:[a-z]+|[A-Z]+))?) ([2-9])-(\d{4})\b/g;
/** The digits said as words, and the words that stand for several ("two-one-hundred"). */
const DIGIT_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  hundred: "00",
  thousand: "000",
};
const DIGIT_WORD = Object.keys(DIGIT_WORDS).join("|");
/** "Morningside three-one-two-four": an exchange's name, then its number a digit a word. */
const WORDED_EXCHANGE = new RegExp(
  String.raw`\b([A-Z][a-z]+) ((?:${DIGIT_WORD})(?:[- ](?:${DIGIT_WORD})){2,6})\b`,
  "gi",
);
const DIGIT_WORDS_GATE = keywordGate(Object.keys(DIGIT_WORDS));
/** Exchange numbers had four or five digits after the name. */
const EXCHANGE_LINE = /^\d{4,5}$/;
/** Letters on a telephone dial: ABC is 2 … WXY is 9 (no Q or Z on old dials). */
const DIAL = "22233344455566677778889999";

/** Page, scene and book references are numbers but not telephone numbers. */
const REFERENCE_BEFORE = /\b(?:pages?|pp?|scenes?|sc|isbn|chapter|verse)\.?\s*$/i;
/** "123.4567 km" is a measurement. */
const UNIT_AFTER =
  /^\s?(?:%|percent|mm|cm|km|m|mg|kg|g|lbs?|oz|ft|feet|inch(?:es)?|in|miles?|met(?:er|re)s?|mph|kph|degrees?|°)(?![a-z])/i;
/** National numbers without "+" are read as UK, then Australian. */
const NATIONAL_COUNTRIES: CountryCode[] = ["GB", "AU"];

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

type Verdict = { signals: Signal[]; suggestedCode?: VerdictCode };

export const findPhones: TextFinder = (text, _element, _context, { keywords } = readLine(text)) => {
  const worded = (keywords & DIGIT_WORDS_GATE) !== 0 ? wordedExchanges(text) : [];
  if ((keywords & DIGIT) === 0) return worded;
  const found = [
    ...worded,
    ...scan(INTERNATIONAL, text, (m) => phoneAt(text, m, readInternational)),
    ...scan(NANP, text, (m) => phoneAt(text, m, (raw) => readNanp(digitsOf(raw)))),
    ...scan(NANP_LOCAL, text, (m) => phoneAt(text, m, (raw) => readNanp(digitsOf(raw)))),
    ...scan(NATIONAL, text, (m) => phoneAt(text, m, readNational)),
    ...scan(AU_SERVICE, text, (m) => phoneAt(text, m, readNational)),
    ...scan(NAMED_EXCHANGE, text, (m) =>
      matchAt(text, m.index, m.index + m[0].length, namedExchange(m)),
    ),
  ];
  return withoutOverlaps(found);
};

function phoneAt(
  text: string,
  found: RegExpExecArray,
  read: (raw: string) => MatchFields | undefined,
): TextMatch | undefined {
  const fields = looksLikePhone(text, found) ? read(found[0]) : undefined;
  return fields && matchAt(text, found.index, found.index + found[0].length, fields);
}

function looksLikePhone(text: string, found: RegExpExecArray): boolean {
  if (REFERENCE_BEFORE.test(text.slice(Math.max(0, found.index - 12), found.index))) return false;
  const after = text.slice(found.index + found[0].length, found.index + found[0].length + 10);
  return !(found[0].includes(".") && UNIT_AFTER.test(after));
}

function digitsOf(raw: string): string {
  return raw.replace(/\D/g, "");
}

/** A North American number from its 7, 10 or 11 (leading 1) digits. */
function readNanp(digits: string): MatchFields | undefined {
  if (digits.length === 11 && !digits.startsWith("1")) return undefined;
  const national = digits.length === 11 ? digits.slice(1) : digits;
  const area = national.length === 10 ? national.slice(0, 3) : undefined;
  const exchange = national.slice(-7, -4);
  const line = national.slice(-4);
  if (area === undefined && !/^[2-9]/.test(exchange)) return undefined;
  return {
    category: "phone",
    key: area ? `+1${national}` : national,
    canonical: area ? `(${area}) ${exchange}-${line}` : `${exchange}-${line}`,
    ...(area && !/^[2-9]\d{2}[2-9]/.test(national)
      ? impossible()
      : nanpVerdict(area, exchange, line)),
  };
}

function wordedExchanges(text: string): TextMatch[] {
  return scan(WORDED_EXCHANGE, text, (found) => {
    const [written, name, number] = found as unknown as [string, string, string];
    // The exchange is a capitalised name, not a word opening a sentence ("Dial one-two-…").
    if (!/^[A-Z]/.test(name) || Object.hasOwn(DIGIT_WORDS, name.toLowerCase())) return undefined;
    const opening = /(?:^|[.!?]["”’]?\s+)$/.test(text.slice(0, found.index));
    if (opening && isCommonWord(name)) return undefined;
    const digits = number
      .toLowerCase()
      .split(/[- ]/)
      .map((word) => (Object.hasOwn(DIGIT_WORDS, word) ? DIGIT_WORDS[word] : ""))
      .join("");
    if (!EXCHANGE_LINE.test(digits)) return undefined;
    return matchAt(text, found.index, found.index + written.length, {
      category: "phone",
      key: `${name.toLowerCase()}${digits}`,
      canonical: written,
      signals: [
        signalOf(
          "named-exchange",
          `A named telephone exchange and its number in words (${name} ${digits}): it may still ring someone`,
        ),
      ],
      suggestedCode: "RC",
    });
  });
}

function namedExchange(found: RegExpExecArray): MatchFields {
  const [, name, digit, line] = found as unknown as [string, string, string, string];
  const letters = name.slice(0, 2).toUpperCase();
  const dialled = [...letters].map((letter) => DIAL[letter.charCodeAt(0) - 65]).join("");
  // Written as the era did, "HArrison", whether the script has it so or in capitals.
  const exchange =
    name === name.toUpperCase()
      ? `${letters}${name
          .slice(2)
          .toLowerCase()
          .replace(/ [a-z]/g, (start) => start.toUpperCase())}`
      : name;
  return {
    category: "phone",
    key: `${dialled}${digit}${line}`,
    canonical: `${exchange} ${digit}-${line}`,
    signals: [
      signalOf(
        "named-exchange",
        `A named telephone exchange (${letters} is ${dialled}): dialled today it is ${dialled}${digit}-${line}, which may ring someone`,
      ),
    ],
    suggestedCode: "RC",
  };
}

/** "(555) 123-4567": area codes and exchanges never start with 0 or 1, so it rings no one. */
function impossible(): Verdict {
  const detail =
    "Not a possible North American number: area codes and exchanges never start with 0 or 1";
  return { signals: [signalOf("impossible-phone", detail)], suggestedCode: "FX" };
}

function nanpVerdict(area: string | undefined, exchange: string, line: string): Verdict {
  const reserved = NANP_FICTIONAL_LINES;
  if (exchange === reserved.exchange && line >= reserved.first && line <= reserved.last) {
    return fictional(`In the fictional range ${reserved.label} reserved for film and TV`);
  }
  if (exchange === "555" && area && NANP_TOLL_FREE_AREA_CODES.includes(area)) {
    return fictional(`In toll-free area code (${area}) the whole 555 exchange is reserved`);
  }
  const famous = FAMOUS_NANP_NUMBERS.find((number) => number.local === exchange + line);
  if (famous) {
    return {
      signals: [signalOf("famous-phone", `A famous number: ${famous.label}`)],
      suggestedCode: "INFO",
    };
  }
  if (exchange === "555") {
    const detail = `555 but outside the reserved range ${reserved.label} — may be a real number`;
    return { signals: [signalOf("unreserved-555", detail)], suggestedCode: "RC" };
  }
  return area ? realAreaCode(area, exchange + line) : realLocal();
}

function realLocal(): Verdict {
  return real(
    "A real-format local number with no area code: it may ring someone in the story's area",
    `Not in the reserved range ${NANP_FICTIONAL_LINES.label}`,
  );
}

function realAreaCode(area: string, local: string): Verdict {
  const parsed = parsePhoneNumberFromString(`+1${area}${local}`);
  if (!parsed?.isValid()) {
    const detail = `Area code (${area}) is not in service, but it could be assigned later`;
    return { signals: [signalOf("unassigned-phone", detail)] };
  }
  const place = NANP_AREA_CODE_PLACES[area];
  const where = place
    ? `(${area}) is ${/^[AEIOU]/.test(place) ? "an" : "a"} ${place} area code`
    : `area code (${area}), ${regionOf(parsed)}`;
  return real(
    `A real-format North American number: ${where}`,
    `Not in the reserved range ${NANP_FICTIONAL_LINES.label}`,
  );
}

/** A number written with "+": North American ones follow the 555 rules. */
function readInternational(raw: string): MatchFields | undefined {
  const parsed = parsePhoneNumberFromString(raw);
  if (parsed?.countryCallingCode === "1") return readNanp(parsed.nationalNumber);
  return parsed && readParsed(parsed);
}

/** A national number is read in each country we know; a drama range in either wins. */
function readNational(raw: string): MatchFields | undefined {
  const readings = NATIONAL_COUNTRIES.flatMap((country) => {
    const parsed = parsePhoneNumberFromString(raw, country);
    return parsed ? [parsed] : [];
  });
  const chosen =
    readings.find((parsed) => rangeOf(parsed) !== undefined) ??
    readings.find((parsed) => parsed.isValid());
  return chosen && readParsed(chosen);
}

function readParsed(parsed: PhoneNumber): MatchFields | undefined {
  const fields = {
    category: "phone" as const,
    key: parsed.number,
    canonical: parsed.formatInternational(),
  };
  const range = rangeOf(parsed);
  if (range) return { ...fields, ...fictional(`In ${range.label}, reserved for film and TV`) };
  if (!parsed.isValid()) return undefined;
  return {
    ...fields,
    ...real(`A real-format number (${regionOf(parsed)})`, notFictionalDetail(parsed.country)),
  };
}

function rangeOf(parsed: PhoneNumber): FictionalRange | undefined {
  const number = parsed.number;
  return FICTIONAL_RANGES.find(
    (range) =>
      number.length === range.first.length && number >= range.first && number <= range.last,
  );
}

function notFictionalDetail(country: CountryCode | undefined): string {
  if (country === "GB") return "Not in Ofcom's drama ranges";
  if (country === "AU") return "Not in ACMA's list of fictitious numbers";
  return "No range reserved for drama is known for this country";
}

function regionOf(parsed: PhoneNumber): string {
  return (
    (parsed.country && regionNames.of(parsed.country)) ||
    `country code +${parsed.countryCallingCode}`
  );
}

function fictional(detail: string): Verdict {
  return { signals: [signalOf("fictional-phone", detail)], suggestedCode: "F555" };
}

function real(detail: string, notFictional: string): Verdict {
  return {
    signals: [signalOf("real-format-phone", detail), signalOf("not-fictional-phone", notFictional)],
    suggestedCode: "RC",
  };
}
