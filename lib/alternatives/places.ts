/**
 * Alternatives for a place or a street address (clearance-domain.md §2.5): a fictional form (an
 * invented town, or the same kind of street under an invented name and number) that is no
 * country, state or city we know, and a generic form ("a small town in Ohio").
 */
import { PLACE_KIND_WORDS, STREET_TYPES, TOWN_ENDINGS } from "@/config/alternatives";
import { placeInfo } from "@/lib/first-pass/data/places";

import { whyListed } from "./listed";
import { inCaseOf, type Suggestion } from "./model";
import { shuffled, type Draw } from "./random";
import { neutralWords, splitKind } from "./words";

const PLACE_KINDS = new Set(PLACE_KIND_WORDS);
/** A town this small is "a small town", whose people are easier to point at. */
const SMALL_TOWN = 50_000;

const NOT_REAL = "No country, state or city of this name, and not on our lists of landmarks";

/** Invented names in the seed's order, each checked as a place. */
function fictional(make: (word: string, i: number) => string, draw: Draw): string[] {
  return neutralWords(draw)
    .map(make)
    .filter((name) => !whyListed({ kind: "place", text: name }));
}

/** "a small town in Ohio", "an unnamed state": what the place is, without naming it. */
function genericForm(text: string): Suggestion | undefined {
  const info = placeInfo(text);
  if (!info) return undefined;
  const where = info.kind === "city" ? info.region : undefined;
  const form =
    info.kind === "city"
      ? `${(info.population ?? 0) < SMALL_TOWN ? "a small town" : "a city"}${where ? ` in ${where}` : ""}`
      : `an unnamed ${info.kind}`;
  return { text: form, checks: [`A generic form of ${info.name} (a real ${info.kind})`] };
}

export function suggestPlaceNames(text: string, count: number, draw: Draw): Suggestion[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  // "Lake Tahoe", "Mount Hood": the kind comes first.
  const leading =
    words.length > 1 && PLACE_KINDS.has(words[0]!.toLowerCase()) ? words[0] : undefined;
  const { name, kind } = leading
    ? { name: words.slice(1), kind: [] }
    : splitKind(words, PLACE_KINDS);
  const endings = shuffled(TOWN_ENDINGS, draw);
  const names = leading
    ? fictional((word) => `${leading} ${word}`, draw)
    : name.length > 0 && kind.length > 0
      ? fictional((word) => [word, ...kind].join(" "), draw)
      : fictional((word, i) => `${word}${endings[i % endings.length]}`, draw);
  const kept = leading ? [leading] : kind;
  const generic = genericForm(text);
  const invented = names
    .filter((suggested) => suggested.toLowerCase() !== text.trim().toLowerCase())
    .slice(0, generic ? count - 1 : count)
    .map((suggested) => ({
      text: inCaseOf(text, suggested),
      checks: [NOT_REAL, ...(kept.length > 0 ? [`Keeps what it is: “${kept.join(" ")}”`] : [])],
    }));
  return generic ? [...invented, generic] : invented;
}

const ADDRESS = /^(\d+[A-Za-z]?)\s+(.+?)\s*$/;

/** A street address: another number and an invented street of the same type. */
export function suggestAddresses(text: string, count: number, draw: Draw): Suggestion[] {
  const [, number, street] = ADDRESS.exec(text.trim()) ?? [undefined, undefined, text.trim()];
  const words = street!.split(/\s+/);
  const { kind } = splitKind(words, PLACE_KINDS);
  const type =
    kind.length > 0 ? kind.join(" ") : STREET_TYPES[Math.floor(draw() * STREET_TYPES.length)]!;
  const digits = number ? number.replace(/\D/g, "").length : 3;
  const suggestions = fictional((word) => `${word} ${type}`, draw)
    .slice(0, count - 1)
    .map((suggested) => {
      const house = Math.floor(10 ** (digits - 1) + draw() * 9 * 10 ** (digits - 1));
      return {
        text: inCaseOf(text, `${house} ${suggested}`),
        checks: [
          `${NOT_REAL}; streets are not checked against a map`,
          `Keeps the kind of street: “${type}”`,
        ],
      };
    });
  return [
    ...suggestions,
    { text: `an unnamed ${type.toLowerCase()}`, checks: ["A generic form: no number, no name"] },
  ];
}
