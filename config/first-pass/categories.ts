/**
 * What the first pass knows of each category of item, in one table (docs/first-pass.md §4.5):
 * the result code a researcher most often concludes when no rule says otherwise, where its risk
 * pre-score starts (0–100) before its signals move it, and its rank when two finds of different
 * categories overlap in one line (the lower, the more specific: a phone number is not also a
 * person, "Hotel California" is a song and not a place), and the code a name found on one of our
 * lists suggests where it differs from the default (a song named is a title to check; one sung
 * needs permission, which the lyrics finder suggests). Labels are the product's
 * (`CLEARANCE_CATEGORIES` in config/submissions.ts) and colors the screens'
 * (components/items/categories.ts).
 */
import type { ClearanceCategory } from "@/config/submissions";
import type { VerdictCode } from "@/lib/first-pass/model";

export type CategoryFacts = {
  defaultStatus: VerdictCode;
  baseRisk: number;
  overlapRank: number;
  /** What a name on our lists suggests, when not `defaultStatus`. */
  listedStatus?: VerdictCode;
};

// prettier-ignore
export const CATEGORY_FACTS: Readonly<Record<ClearanceCategory, CategoryFacts>> = {
  phone:          { defaultStatus: "RC",   baseRisk: 70, overlapRank: 0 },
  web:            { defaultStatus: "RC",   baseRisk: 60, overlapRank: 1 },
  license_plate:  { defaultStatus: "RC",   baseRisk: 65, overlapRank: 2 },
  address:        { defaultStatus: "RC",   baseRisk: 70, overlapRank: 3 },
  quoted_text:    { defaultStatus: "PR",   baseRisk: 60, overlapRank: 4 },
  real_person:    { defaultStatus: "PF",   baseRisk: 55, overlapRank: 5 },
  sports:         { defaultStatus: "CC",   baseRisk: 40, overlapRank: 6 },
  media:          { defaultStatus: "CC",   baseRisk: 40, overlapRank: 7 },
  transport:      { defaultStatus: "CC",   baseRisk: 40, overlapRank: 8 },
  police:         { defaultStatus: "RC",   baseRisk: 55, overlapRank: 9 },
  hospital:       { defaultStatus: "CC",   baseRisk: 45, overlapRank: 10 },
  school:         { defaultStatus: "CC",   baseRisk: 45, overlapRank: 11 },
  brand:          { defaultStatus: "CC",   baseRisk: 45, overlapRank: 12 },
  music:          { defaultStatus: "PR",   baseRisk: 60, overlapRank: 13, listedStatus: "CC" },
  work_title:     { defaultStatus: "CC",   baseRisk: 35, overlapRank: 14 },
  business:       { defaultStatus: "CC",   baseRisk: 50, overlapRank: 15 },
  organisation:   { defaultStatus: "CC",   baseRisk: 40, overlapRank: 16 },
  location:       { defaultStatus: "NC",   baseRisk: 25, overlapRank: 17 },
  character_name: { defaultStatus: "CC",   baseRisk: 45, overlapRank: 18 },
  other:          { defaultStatus: "INFO", baseRisk: 20, overlapRank: 19 },
};
