/**
 * Real people named by how a line speaks of them: "—Isaiah Berlin, 1980”", a line that signs a
 * quotation as an epigraph is signed; "an Orson Welles type", someone whose likeness is meant;
 * "van Gogh", a public figure's surname with its particle.
 */
import type { ScriptElement } from "@/lib/screenplay/model";

import { famousPeopleNamed, isFamousSurname } from "../gazetteer";
import { type Signal, signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { keywordGate, readLine } from "./keywords";
import { matchAt, nameKey } from "./patterns";

/** A dash, a name of up to four capitalised words, maybe a year or a source, and nothing else. */
const ATTRIBUTION =
  /^\s*["“]?\s*(?:--?|[—–])\s*((?:[A-Z][\p{L}'’.-]*\s+){0,3}[A-Z][\p{L}'’-]+)\s*(?:,[^"”]{0,40})?["”]?\s*$/u;
const ATTRIBUTION_SIGNAL: Signal = signalOf(
  "attribution",
  "Signs a quotation, as an epigraph is signed: the person quoted",
);
/** Epigraphs stand in action; a dash before a name in a speech is a speech cut short. */
const SIGNED_IN = new Set<ScriptElement["type"]>(["action", "general"]);

export const findAttributions: TextFinder = (text, element) => {
  const signature = signatureIn(text, element);
  return signature ? [personAt(text, signature.start, signature.name, ATTRIBUTION_SIGNAL)] : [];
};

/** The name a line signs a quotation with ("— Louisa May Alcott"), if it is such a line. */
export function signatureIn(
  text: string,
  element: ScriptElement,
): { name: string; start: number } | undefined {
  if (!SIGNED_IN.has(element.type) || text.length > 80 || !hasDash(text)) return undefined;
  const found = ATTRIBUTION.exec(text);
  const name = found?.[1];
  if (!found || !name || name === name.toUpperCase()) return undefined;
  // "— Silence.": one word signs a quotation only with its year.
  if (!name.includes(" ") && !/,\s*\d{4}/.test(found[0])) return undefined;
  return { name, start: found.index + found[0].indexOf(name) };
}

/**
 * "a Cary Grant type", "a faded Bette Davis look-alike": a full name whose likeness a part calls
 * for.
 */
const LIKENESS =
  /\b(?:an?|the)(?: [a-z-]+){0,2} ((?:[A-Z][\p{L}'’.-]+ ){1,3}[A-Z][\p{L}'’-]+) (?:type|look-?alike|lookalike|impersonator)\b/gu;
const LIKENESS_SIGNAL: Signal = signalOf(
  "likeness",
  "A part is written to look like this person: a real person's likeness",
);

export const findLikenesses: TextFinder = (text, _element, _context, line = readLine(text)) => {
  if ((line.keywords & LIKENESS_WORDS) === 0) return [];
  return [...text.matchAll(LIKENESS)].map((found) => {
    const name = found[1]!;
    const start = found.index + found[0].indexOf(name);
    return personAt(text, start, name, LIKENESS_SIGNAL);
  });
};

/** The words LIKENESS ends with: most lines hold none, and the pattern is not tried there. */
const LIKENESS_WORDS = keywordGate(["type", "look-alike", "lookalike", "impersonator"]);

/** "As Tolstoy said", "as Lincoln put it": someone quoted by surname, as a public figure is. */
const QUOTED_SURNAME =
  /\b[Aa]s ([A-Z][\p{L}'’-]+) (?:once |famously |always |would |used to )?(?:said|says|say|wrote|writes|put it|puts it)\b/gu;
const QUOTED_SIGNAL: Signal = signalOf(
  "famous-namesake",
  "Quoted by a surname that a public figure bears",
);

export const findQuotedFigures: TextFinder = (
  text,
  _element,
  { characterWords },
  line = readLine(text),
) => {
  if ((line.keywords & QUOTED_WORDS) === 0) return [];
  const found: TextMatch[] = [];
  for (const match of text.matchAll(QUOTED_SURNAME)) {
    const name = match[1]!;
    // Quoted, even a surname several figures share is one of them ("as Lincoln said"), unless
    // a character of the script has the name.
    if (characterWords.has(name.toLowerCase()) || !isFamousSurname(name)) continue;
    found.push(personAt(text, match.index + match[0].indexOf(name), name, QUOTED_SIGNAL));
  }
  return found;
};

/** The verbs QUOTED_SURNAME ends with: most lines hold none, and it is not tried there. */
const QUOTED_WORDS = keywordGate(["said", "says", "say", "wrote", "writes", "put", "puts"]);

/** "du Maurier", "van Gogh", "De Gaulle": a particle and a surname. */
const PARTICLE_NAME =
  /(?<![\p{L}'’])((?:[Dd][aeiu]|[Dd]ell[ao]|[Vv][ao]n(?: [Dd]e[rn])?|[Ll][ae]) ([A-Z][\p{L}'’-]+))(?![\p{L}'’-])/gu;
const PARTICLE_SIGNAL: Signal = signalOf(
  "famous-namesake",
  "A surname with its particle that one public figure bears",
);

export const findParticleNames: TextFinder = (text, _element, _context, line = readLine(text)) => {
  if ((line.keywords & PARTICLES) === 0) return [];
  const found: TextMatch[] = [];
  for (const match of text.matchAll(PARTICLE_NAME)) {
    const [, name = "", surname = ""] = match;
    // The public figure's own name holds the particle: "Daphne du Maurier" for "du Maurier".
    const [famous, ...others] = famousPeopleNamed(surname);
    if (!famous || others.length > 0) continue;
    if (!famous.toLowerCase().endsWith(` ${name.toLowerCase()}`)) continue;
    found.push(personAt(text, match.index, name, PARTICLE_SIGNAL));
  }
  return found;
};

/** The particles PARTICLE_NAME starts with: most lines hold none, and it is not tried there. */
const PARTICLES = keywordGate(["da", "de", "di", "du", "della", "dello", "van", "von", "la", "le"]);

/** A real person named `name` at `start`. */
function personAt(text: string, start: number, name: string, signal: Signal): TextMatch {
  return matchAt(text, start, start + name.length, {
    category: "real_person",
    key: nameKey(name),
    canonical: name,
    signals: [signal],
    suggestedCode: "PF",
  });
}

/** A signature starts with a dash: most lines hold none, and the pattern is not tried there. */
function hasDash(text: string): boolean {
  return text.includes("-") || text.includes("—") || text.includes("–");
}
