import { z } from "zod";

import { isCountryCode } from "@/config/countries";
import { TURNAROUND_TIERS } from "@/config/pricing";
import {
  CLEARANCE_CATEGORIES,
  PROJECT_TYPES,
  STORY_PERIODS,
  SUBMISSION_LIMITS as LIMITS,
} from "@/config/submissions";

/** The words a draft's details are refused with, on the server and beside the quote editor's fields. */
const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters.`;

/** Free text of the draft: what a refusal calls it, and its most characters. */
const DRAFT_TEXTS = {
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

const MESSAGES = {
  emptyAlternativeTitle: "An alternative title cannot be empty.",
  tooManyAlternativeTitles: `List at most ${LIMITS.alternativeTitles} alternative titles.`,
  country: "Choose the country from the list.",
  emptyTextBox: "Each extra item needs a text.",
  tooManyTextBoxes: `List at most ${LIMITS.textBoxes} extra items.`,
};

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((option) => option.value) as [T["value"], ...T["value"][]];

/** Trimmed text of at most the field's characters. */
const text = (name: keyof typeof DRAFT_TEXTS) => {
  const [what, max] = DRAFT_TEXTS[name];
  return z.string().trim().max(max, tooLong(what, max));
};

/** Optional free text: trimmed, and empty means not given. */
const optionalText = (name: keyof typeof DRAFT_TEXTS) =>
  text(name)
    .nullable()
    .transform((given) => (given ? given : null));

export const textBoxSchema = z.object({
  text: text("text_box").min(1, MESSAGES.emptyTextBox),
  // The form's "no category" is null; stored, it is simply absent.
  category: z
    .enum(values(CLEARANCE_CATEGORIES))
    .nullish()
    .transform((category) => category ?? undefined),
});

/**
 * What a customer may change on a draft (PATCH /api/submissions/{id}); every field optional,
 * unknown fields refused. Names are the API's (snake_case, as the spec's `text_boxes`). The
 * quote editor checks its fields with it too (`draftProblems`), so both say the same.
 */
export const draftChangesSchema = z
  .object({
    title: text("title"),
    alternative_titles: z
      .array(text("alternative_title").min(1, MESSAGES.emptyAlternativeTitle))
      .max(LIMITS.alternativeTitles, MESSAGES.tooManyAlternativeTitles),
    project_type: z.enum(values(PROJECT_TYPES)).nullable(),
    series_name: optionalText("series_name"),
    episode_name: optionalText("episode_name"),
    setting_country: z.string().refine(isCountryCode, MESSAGES.country).nullable(),
    setting_region: optionalText("setting_region"),
    setting_city: optionalText("setting_city"),
    period: z.enum(values(STORY_PERIODS)).nullable(),
    production_company: optionalText("production_company"),
    notes: optionalText("notes"),
    text_boxes: z.array(textBoxSchema).max(LIMITS.textBoxes, MESSAGES.tooManyTextBoxes),
    script_clearance: z.boolean(),
    title_clearance: z.boolean(),
    turnaround: z.enum(TURNAROUND_TIERS),
  })
  .partial()
  .strict();

export type DraftChanges = z.infer<typeof draftChangesSchema>;

/** What `draftChangesSchema` refuses in `details`: each field's path ("text_boxes.2.text") → its first sentence. */
export function draftProblems(details: unknown): Record<string, string> {
  const checked = draftChangesSchema.safeParse(details);
  const problems: Record<string, string> = {};
  if (checked.success) return problems;
  for (const issue of checked.error.issues) problems[issue.path.join(".")] ??= issue.message;
  return problems;
}

/** A correlation id as it appears in a URL; anything else is simply not found. */
export const correlationIdSchema = z.uuid();
