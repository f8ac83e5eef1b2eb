/** What the suggestions for one item are (clearance-domain.md §2.5). */

/** One pre-checked alternative, with the checks it passed in words a researcher reads. */
export type Suggestion = { text: string; checks: string[] };

/** What kind of name an item is, which decides how alternatives are made. */
export type NameKind = "person" | "organisation" | "place" | "address" | "phone" | "web";

/** The casing of the original: a cue in capitals gets capitals back. */
export function inCaseOf(original: string, text: string): string {
  return /\p{Ll}/u.test(original) ? text : text.toUpperCase();
}

/** Vowel groups, less a silent final e: a rough count that is the same for both sides. */
export function syllablesOf(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, "");
  const trimmed = lower.length > 3 ? lower.replace(/(?:[^aeiouy])e$/, "x") : lower;
  return Math.max(1, trimmed.match(/[aeiouy]+/g)?.length ?? 1);
}

/** Title case for one word of a list written in any case ("MCDONALD" → "McDonald"). */
export function titleCase(word: string): string {
  const lower = word.toLowerCase();
  const titled = lower.charAt(0).toUpperCase() + lower.slice(1);
  return titled.replace(/^(Ma?c)([a-z])/, (_, prefix: string, next: string) =>
    titled.length > prefix.length + 2 ? prefix + next.toUpperCase() : prefix + next,
  );
}

/** GET …/items/{itemId}/alternatives: what the item's editor offers. */
export type ItemSuggestionsView = {
  item_id: string;
  /** How the names were made; null for a category no name is made for. */
  kind: NameKind | null;
  /** Neither among the item's alternatives already nor rejected by a researcher. */
  suggestions: Suggestion[];
};
