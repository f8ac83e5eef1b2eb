import { z } from "zod";

import { isCountryCode } from "@/config/countries";
import { TURNAROUND_TIERS } from "@/config/pricing";
import {
  CLEARANCE_CATEGORIES,
  PROJECT_TYPES,
  STORY_PERIODS,
  SUBMISSION_LIMITS as LIMITS,
} from "@/config/submissions";

import { DRAFT_MESSAGES as MESSAGES, DRAFT_TEXTS, tooLong } from "./draft-messages";

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
 * quote editor checks the same in the browser without zod (draft-check.ts).
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

/** A correlation id as it appears in a URL; anything else is simply not found. */
export const correlationIdSchema = z.uuid();
