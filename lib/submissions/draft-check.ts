import { isCountryCode } from "@/config/countries";
import { SUBMISSION_LIMITS as LIMITS } from "@/config/submissions";

import { DRAFT_MESSAGES as MESSAGES, DRAFT_TEXTS, tooLong } from "./draft-messages";

/** A draft's details as the quote editor holds them: text as typed, null for no choice. */
export type DraftDetails = {
  title: string;
  alternative_titles: string[];
  series_name: string;
  episode_name: string;
  setting_country: string | null;
  setting_region: string;
  setting_city: string;
  production_company: string;
  notes: string;
  text_boxes: { text: string }[];
};

const FREE_TEXTS = [
  "title",
  "series_name",
  "episode_name",
  "setting_region",
  "setting_city",
  "production_company",
  "notes",
] as const;

/**
 * The quote editor's check, field path → refusal, in the words of the server's schema
 * (details.ts), which stays the authority: this spares the browser zod (about 28 kB). It checks
 * what the form's fields can get wrong; lists and switches offer only valid choices.
 */
export function draftProblems(details: DraftDetails): Record<string, string> {
  const problems: Record<string, string> = {};
  const limit = (path: string, text: string, name: keyof typeof DRAFT_TEXTS) => {
    const [what, max] = DRAFT_TEXTS[name];
    if (text.trim().length > max) problems[path] = tooLong(what, max);
  };
  for (const name of FREE_TEXTS) limit(name, details[name], name);
  details.alternative_titles.forEach((title, index) => {
    const path = `alternative_titles.${index}`;
    if (!title.trim()) problems[path] = MESSAGES.emptyAlternativeTitle;
    else limit(path, title, "alternative_title");
  });
  if (details.alternative_titles.length > LIMITS.alternativeTitles) {
    problems.alternative_titles = MESSAGES.tooManyAlternativeTitles;
  }
  if (details.setting_country !== null && !isCountryCode(details.setting_country)) {
    problems.setting_country = MESSAGES.country;
  }
  details.text_boxes.forEach((box, index) => {
    const path = `text_boxes.${index}.text`;
    if (!box.text.trim()) problems[path] = MESSAGES.emptyTextBox;
    else limit(path, box.text, "text_box");
  });
  if (details.text_boxes.length > LIMITS.textBoxes) problems.text_boxes = MESSAGES.tooManyTextBoxes;
  return problems;
}
