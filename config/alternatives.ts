/**
 * What the suggested alternatives of an item are made from (clearance-domain.md §2.5): how
 * common a suggested person's name must be, the words a business or a place keeps as its kind,
 * and the neutral words and pieces invented names are built of.
 */
import type { VerdictCode } from "@/lib/first-pass/model";

/** Suggestions offered per item; clearance houses give at least two checked alternatives. */
export const SUGGESTIONS_PER_ITEM = 3;

/** Codes that clear an item: the editor offers no alternatives for these. */
export const CLEAR_CODES: readonly VerdictCode[] = ["NC", "PD", "F555", "FX", "INFO"];

/**
 * Census ranks a suggested name must reach: common enough that no single person is pointed at
 * (1990 US census, first names by sex and surnames).
 */
export const SUGGESTED_NAME_RANKS = { firstName: 800, surname: 15_000 } as const;

/**
 * Spellings that say where a surname comes from (Mc-, O'-, -ski, -ez, -sson…): a suggestion keeps
 * the same one. Checked in order; Irish O' names are told by their apostrophe (lib/alternatives).
 */
export const SURNAME_ORIGIN_MARKERS: readonly { label: string; pattern: RegExp }[] = [
  { label: "Scottish or Irish Mc/Mac", pattern: /^ma?c[^aeiou]/i },
  { label: "Slavic -ski/-sky/-wicz", pattern: /(?:sk[iy]|ck[iy]|wicz|vich|vic)$/i },
  { label: "Spanish -ez", pattern: /[aeiou]z$/i },
  { label: "Scandinavian -sen/-sson", pattern: /s?s[eo]n$/i },
  { label: "Italian -i/-o", pattern: /[^aeiou][io]$/i },
  { label: "German -mann/-berg/-stein", pattern: /(?:mann?|berg|stein|baum|schmidt)$/i },
];

/**
 * Ordinary words a business, a brand or a place may be named with ("Golden Dragon", "Cedar
 * Falls"): invented names are built of these, and every one is checked against our lists.
 */
export const NEUTRAL_NAME_WORDS: readonly string[] = [
  "Amber",
  "Ashgrove",
  "Bramble",
  "Briar",
  "Cobalt",
  "Copper",
  "Cinder",
  "Clover",
  "Driftwood",
  "Elmstead",
  "Fernhill",
  "Flint",
  "Gable",
  "Garnet",
  "Hazel",
  "Heron",
  "Juniper",
  "Kestrel",
  "Lantern",
  "Larch",
  "Linden",
  "Marigold",
  "Mossy",
  "Nettle",
  "Oakridge",
  "Pebble",
  "Quill",
  "Rowan",
  "Saffron",
  "Sorrel",
  "Tamarack",
  "Thistle",
  "Wren",
  "Willowmere",
  "Yarrow",
];

/** Pieces of invented brand words ("Corvalo", "Brisanta"): a start, then an ending. */
export const COINED_WORD_PARTS = {
  starts: [
    "Bri",
    "Cor",
    "Dal",
    "Fen",
    "Gal",
    "Hal",
    "Kel",
    "Lor",
    "Mar",
    "Nor",
    "Quen",
    "Tor",
    "Vel",
    "Zan",
  ],
  middles: ["", "v", "s", "n", "t", "l", "d"],
  ends: ["ix", "ora", "ivo", "ent", "ara", "eon", "ina", "o", "ex"],
} as const;

/**
 * Words that say what kind of business or institution a name is, beside those the first pass
 * knows (config/first-pass/organisation-words.ts): a suggestion keeps them ("… Bakery", "… Ltd").
 */
export const EXTRA_KIND_WORDS: readonly string[] = [
  "hospital",
  "clinic",
  "medical center",
  "school",
  "high school",
  "elementary",
  "university",
  "college",
  "academy",
  "bank",
  "hotel",
  "restaurant",
  "store",
  "stores",
  "shop",
  "studios",
  "records",
  "airlines",
  "airways",
  "air",
  "news",
  "times",
  "gazette",
  "post",
  "herald",
  "fc",
  "united",
  "police",
  "department",
  "foundation",
  "institute",
  "group",
  "bros.",
  "& sons",
  "and sons",
  "foods",
  "motors",
  "energy",
  "labs",
  "systems",
];

/** Words a place name keeps as its kind ("… Street", "… Falls", "Lake …"). */
export const PLACE_KIND_WORDS: readonly string[] = [
  "street",
  "st.",
  "avenue",
  "ave.",
  "road",
  "rd.",
  "boulevard",
  "blvd.",
  "lane",
  "drive",
  "court",
  "place",
  "terrace",
  "way",
  "square",
  "park",
  "lake",
  "river",
  "creek",
  "falls",
  "springs",
  "valley",
  "hills",
  "heights",
  "bay",
  "beach",
  "island",
  "county",
  "mountain",
  "mount",
  "harbor",
  "harbour",
  "bridge",
];

/** Endings of invented town names ("Fernhill" + "ton", "Rowan Falls"). */
export const TOWN_ENDINGS: readonly string[] = [
  "ton",
  "ville",
  "field",
  "bury",
  " Falls",
  " Springs",
  " Crossing",
  " Junction",
];

/** Street types an invented address takes when the original has none. */
export const STREET_TYPES: readonly string[] = ["Street", "Avenue", "Lane", "Road", "Drive"];
