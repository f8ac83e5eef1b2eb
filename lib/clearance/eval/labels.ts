/**
 * What a clearance researcher reports for one evaluation screenplay: the answer key the first
 * pass is scored against (scripts/eval-clearance.ts). Written by hand, never from engine output.
 */
import type { ClearanceCategory } from "@/config/submissions";

export type Label = {
  category: ClearanceCategory;
  /** The item as the report would name it ("Sarah Kowalski", "(212) 867-5309"). */
  name: string;
  /** Other forms the script uses for the same item, each of which must land in that item. */
  aliases?: string[];
  /** Fine to flag, not required: first-name-only bit parts, cities named in passing. */
  optional?: boolean;
  /** Found on the title page (contact details): counted like the rest, and in a row of its own. */
  titlePage?: boolean;
};

export type FixtureLabels = {
  genre: string;
  /** Where and when the story is set, which decides what is real (a city, a number plan). */
  setting: string;
  items: Label[];
  /** Texts that must never become items: transitions, common words that look like names. */
  ignore?: string[];
};
