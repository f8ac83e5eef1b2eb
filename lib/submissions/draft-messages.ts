import { SUBMISSION_LIMITS as LIMITS } from "@/config/submissions";

/**
 * The words a draft's details are refused with, shared by the server's schema (details.ts) and
 * the quote editor's check in the browser (draft-check.ts), so that both say the same.
 */
export const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters.`;

/** Free text of the draft: what a refusal calls it, and its most characters. */
export const DRAFT_TEXTS = {
  title: ["The title", LIMITS.titleLength],
  series_name: ["The series name", LIMITS.shortTextLength],
  episode_name: ["The episode name", LIMITS.shortTextLength],
  setting_region: ["The state or region", LIMITS.shortTextLength],
  setting_city: ["The city", LIMITS.shortTextLength],
  production_company: ["The production company", LIMITS.shortTextLength],
  notes: ["The notes", LIMITS.notesLength],
  alternative_title: ["An alternative title", LIMITS.titleLength],
  text_box: ["An extra item", LIMITS.textBoxLength],
} as const;

export const DRAFT_MESSAGES = {
  emptyAlternativeTitle: "An alternative title cannot be empty.",
  tooManyAlternativeTitles: `List at most ${LIMITS.alternativeTitles} alternative titles.`,
  country: "Choose the country from the list.",
  emptyTextBox: "Each extra item needs a text.",
  tooManyTextBoxes: `List at most ${LIMITS.textBoxes} extra items.`,
};
