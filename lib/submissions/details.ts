import { z } from "zod";

import { isCountryCode } from "@/config/countries";
import { TURNAROUND_TIERS } from "@/config/pricing";
import {
  CLEARANCE_CATEGORIES,
  PROJECT_TYPES,
  STORY_PERIODS,
  SUBMISSION_LIMITS as LIMITS,
} from "@/config/submissions";

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((option) => option.value) as [T["value"], ...T["value"][]];

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters.`;

/** Optional free text: trimmed, and empty means not given. */
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(what, max))
    .nullable()
    .transform((text) => (text ? text : null));

export const textBoxSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Each extra item needs a text.")
    .max(LIMITS.textBoxLength, tooLong("An extra item", LIMITS.textBoxLength)),
  // The form's "no category" is null; stored, it is simply absent.
  category: z
    .enum(values(CLEARANCE_CATEGORIES))
    .nullish()
    .transform((category) => category ?? undefined),
});

/**
 * What a customer may change on a draft (PATCH /api/submissions/{id}); every field optional,
 * unknown fields refused. Names are the API's (snake_case, as the spec's `text_boxes`).
 */
export const draftChangesSchema = z
  .object({
    title: z.string().trim().max(LIMITS.titleLength, tooLong("The title", LIMITS.titleLength)),
    alternative_titles: z
      .array(
        z
          .string()
          .trim()
          .min(1, "An alternative title cannot be empty.")
          .max(LIMITS.titleLength, tooLong("An alternative title", LIMITS.titleLength)),
      )
      .max(
        LIMITS.alternativeTitles,
        `List at most ${LIMITS.alternativeTitles} alternative titles.`,
      ),
    project_type: z.enum(values(PROJECT_TYPES)).nullable(),
    series_name: optionalText("The series name", LIMITS.shortTextLength),
    episode_name: optionalText("The episode name", LIMITS.shortTextLength),
    setting_country: z
      .string()
      .refine(isCountryCode, "Choose the country from the list.")
      .nullable(),
    setting_region: optionalText("The state or region", LIMITS.shortTextLength),
    setting_city: optionalText("The city", LIMITS.shortTextLength),
    period: z.enum(values(STORY_PERIODS)).nullable(),
    production_company: optionalText("The production company", LIMITS.shortTextLength),
    notes: optionalText("The notes", LIMITS.notesLength),
    text_boxes: z
      .array(textBoxSchema)
      .max(LIMITS.textBoxes, `List at most ${LIMITS.textBoxes} extra items.`),
    script_clearance: z.boolean(),
    title_clearance: z.boolean(),
    turnaround: z.enum(TURNAROUND_TIERS),
  })
  .partial()
  .strict();

export type DraftChanges = z.infer<typeof draftChangesSchema>;

/** A correlation id as it appears in a URL; anything else is simply not found. */
export const correlationIdSchema = z.uuid();
