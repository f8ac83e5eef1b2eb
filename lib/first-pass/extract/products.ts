/**
 * Brands on no list, told by how a script names a product: a capitalised name before a kind of
 * product ("a battered Holstrom guitar", "two Varga 9X rifles"), a name carrying ™ or ®, one
 * after "logo of", "branded" or "marked", what a can or a bottle holds ("a can of Zestia"), or what
 * someone drinks or smokes.
 */
import { PRODUCT_KIND_WORDS, PRODUCT_MATERIAL_WORDS } from "@/config/first-pass/brands";
import { GENERIC_ACRONYMS } from "@/config/first-pass/generic-terms";
import { NOT_NAME_SHAPES } from "@/config/first-pass/not-checked";
import { CONTAINER_WORDS } from "@/config/first-pass/organisation-words";

import { placeInfo } from "../data/places";
import { isCommonWord, isEnglishWord } from "../data/words";
import { signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { keywordGate, readLine } from "./keywords";
import { alternation, matchesOf, nameKey } from "./patterns";

/** A capitalised, CamelCase or all-caps word, and up to two more or a model number ("9X"). */
const NAME = String.raw`(?:[A-Z][\p{L}'’&-]*)(?: (?:[A-Z][\p{L}'’-]*|\d[\p{L}\d-]*)){0,2}`;
/** "a Vantor leather shoulder holster": a material may come before the one descriptive word. */
const BEFORE_PRODUCT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${NAME})(?: (?:${alternation(PRODUCT_MATERIAL_WORDS)}))?(?: [a-z]+(?:-[a-z]+)?)? (?:${alternation(PRODUCT_KIND_WORDS)})\b`,
  "gu",
);
/**
 * The same in capitals, as action writes a prop large ("a GIGANTIC STEYR-AUG SNIPER RIFLE"): the
 * brand is the words no word list knows, and the kind is in capitals too.
 */
const CAPS_NAME = String.raw`[A-Z][A-Z\d'’&-]*(?: [A-Z][A-Z\d'’&-]*){0,2}?`;
const CAPS_BEFORE_PRODUCT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${CAPS_NAME})(?: [A-Z]+(?:-[A-Z]+)?)? (?:${alternation(
    PRODUCT_KIND_WORDS.map((kind) => kind.toUpperCase()),
  )})(?![\p{L}\p{N}])`,
  "gu",
);
/** A trademark's name may hold small words: "the Hand Around the House™". */
const MARKED_NAME = String.raw`[A-Z][\p{L}'’&-]*(?: (?:(?:the|of|and|a|in|on) )?(?:[A-Z][\p{L}'’-]*|\d[\p{L}\d-]*)){0,4}`;
const TRADEMARK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${MARKED_NAME})\.? ?(?:[™®]|\((?:TM|R)\))`,
  "gu",
);
/** Measures that, like a can or a bottle, hold a product: "a liter of …", "a tube of …". */
const MEASURES = ["liter", "litre", "pint", "quart", "gallon", "tin", "tube", "packet", "six-pack"];
const AFTER_CONTAINER = new RegExp(
  String.raw`\b(?:${alternation([...CONTAINER_WORDS, ...MEASURES])}) of (${NAME})`,
  "gu",
);
const AFTER_CUE = new RegExp(
  String.raw`\b(?:logo of|branded|brand|marked|labelled|labeled)(?: with)? (?:an? |the )?["“]?(${NAME})`,
  "gu",
);
/** What is drunk or smoked by name is a product: "drinking Krug Clos", "smokes Dunmores". */
const CONSUMING = [
  "drink",
  "drinks",
  "drinking",
  "drank",
  "sip",
  "sips",
  "sipping",
  "swig",
  "swigs",
  "swigging",
  "smoke",
  "smokes",
  "smoking",
  "smoked",
];
const AFTER_CONSUMING = new RegExp(
  String.raw`\b(?:${alternation(CONSUMING)}) (?:an? |the |some )?(${NAME})`,
  "gu",
);
const NO_PEOPLE = new Set<string>();
const GENERIC = new Set(GENERIC_ACRONYMS);
/** Each pattern's keywords: a line is read only by the patterns whose words it holds. */
const KIND_WORDS = keywordGate(PRODUCT_KIND_WORDS);
const CUE_WORDS = keywordGate(["logo", "branded", "brand", "marked", "labelled", "labeled"]);
const CONTAINER_GATE = keywordGate([...CONTAINER_WORDS, ...MEASURES]);
const CONSUMING_GATE = keywordGate(CONSUMING);
/** Each pattern, what it says of a name, whether it is sure, and its keywords (none: a mark). */
const PATTERNS = [
  [BEFORE_PRODUCT, "A capitalised name before a kind of product: its brand", false, KIND_WORDS],
  [
    CAPS_BEFORE_PRODUCT,
    "A name in capitals before a kind of product: its brand",
    false,
    KIND_WORDS,
  ],
  [TRADEMARK, "Marked ™ or ®: a registered or claimed trademark", true, 0],
  [AFTER_CUE, "Named as a logo, a brand or a marking", false, CUE_WORDS],
  [AFTER_CONTAINER, "What a can, a bottle or a box holds: a product's name", true, CONTAINER_GATE],
  [AFTER_CONSUMING, "Drunk or smoked by name: a product's name", false, CONSUMING_GATE],
] as const;

export const findProducts: TextFinder = (text, element, { characterWords }, line) => {
  if (element.type === "scene_heading" || element.type === "character") return [];
  const marked = /[™®]|\((?:TM|R)\)/.test(text);
  const { keywords } = line ?? readLine(text);
  if (!marked && (keywords & (KIND_WORDS | CUE_WORDS | CONTAINER_GATE | CONSUMING_GATE)) === 0)
    return [];
  const found: TextMatch[] = [];
  // A mark or a container says the name is a product's, even one made of words ("Ensure").
  for (const [pattern, detail, sure, gate] of PATTERNS) {
    if (gate === 0 ? !marked : (keywords & gate) === 0) continue;
    for (const match of matchesOf(pattern, text)) {
      // "Two Varga 9X rifles": ordinary words before the name are not part of it.
      // "a bottle of Chateau Soleil- no": a dash cut the sentence, not the name.
      const written = match[1]!.replace(/-+$/, "");
      const name = sure
        ? written
        : written.replace(/^(?:\S+ )+?(?=\S)/, (lead) =>
            lead.split(" ").every((word) => !word || isCommonWord(word)) ? "" : lead,
          );
      const start = match.index + match[0].indexOf(match[1]!) + written.length - name.length;
      const again = found.some((other) => other.start === start);
      // What is drunk is no one, though the people finder may take its name for a person's.
      const people = pattern === AFTER_CONSUMING ? NO_PEOPLE : characterWords;
      if (!again && isBrandName(text, name, start, people, sure))
        found.push(productMatch(name, start, detail));
    }
  }
  return found;
};

/**
 * Not a sentence's first ordinary word ("Guitar case open"), a character's name ("Maggie's
 * truck"), a place ("a Memphis bus") or capitals shouting a whole line.
 */
function isBrandName(
  text: string,
  name: string,
  start: number,
  characterWords: Set<string>,
  sure: boolean,
): boolean {
  const words = name.split(" ");
  const first = words[0]!;
  if (/['’]s$|[-'’]$|^I\b/.test(name) || text === text.toUpperCase()) return false;
  // "She'll knife him": a contraction is no name.
  if (NOT_NAME_SHAPES.contractions!.test(first)) return false;
  // Several words in capitals are a shout ("THE OTHER ROOM"), hyphened ones a kind (HI-VIZ),
  // unless a word of them is on no word list ("STEYR-AUG"); generic initials name nothing.
  if (
    (words.length > 1 || name.includes("-")) &&
    name === name.toUpperCase() &&
    name.split(/[\s-]+/).every((part) => !/\p{L}{4}/u.test(part) || isEnglishWord(part))
  )
    return false;
  if (GENERIC.has(name.toLowerCase())) return false;
  if (words.some((word) => characterWords.has(word.toLowerCase()))) return false;
  if (placeInfo(name) !== undefined) return false;
  if (sure) return true;
  // "the Home Secretary's car": a title of ordinary words; a brand has a word of its own.
  if (words.every((word) => isEnglishWord(word)) && !/\d|\p{Ll}\p{Lu}/u.test(name)) return false;
  const sentenceStart = /(?:^|[.!?]["”’)]?\s+)$/.test(text.slice(Math.max(0, start - 3), start));
  return !(isCommonWord(first) && (sentenceStart || words.length === 1));
}

function productMatch(name: string, start: number, detail: string): TextMatch {
  return {
    category: "brand",
    text: name,
    key: nameKey(name),
    canonical: name,
    start,
    end: start + name.length,
    signals: [signalOf("product-name", detail)],
    suggestedCode: "CC",
  };
}
