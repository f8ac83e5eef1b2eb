// zod/mini: the quote editor validates with these schemas in the browser, and mini's functions
// tree-shake (about a third of classic zod's weight). The server's messages are the same.
import * as z from "zod/mini";

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

/** Trimmed text of at most `max` characters. */
const text = (what: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong(what, max)));

/** Optional free text: trimmed, and empty means not given. */
const optionalText = (what: string, max: number) =>
  z.pipe(
    z.nullable(text(what, max)),
    z.transform((given) => (given ? given : null)),
  );

export const textBoxSchema = z.object({
  text: text("An extra item", LIMITS.textBoxLength).check(
    z.minLength(1, "Each extra item needs a text."),
  ),
  // The form's "no category" is null; stored, it is simply absent.
  category: z.pipe(
    z.nullish(z.enum(values(CLEARANCE_CATEGORIES))),
    z.transform((category) => category ?? undefined),
  ),
});

/**
 * What a customer may change on a draft (PATCH /api/submissions/{id}); every field optional,
 * unknown fields refused. Names are the API's (snake_case, as the spec's `text_boxes`).
 */
export const draftChangesSchema = z.partial(
  z.strictObject({
    title: text("The title", LIMITS.titleLength),
    alternative_titles: z
      .array(
        text("An alternative title", LIMITS.titleLength).check(
          z.minLength(1, "An alternative title cannot be empty."),
        ),
      )
      .check(
        z.maxLength(
          LIMITS.alternativeTitles,
          `List at most ${LIMITS.alternativeTitles} alternative titles.`,
        ),
      ),
    project_type: z.nullable(z.enum(values(PROJECT_TYPES))),
    series_name: optionalText("The series name", LIMITS.shortTextLength),
    episode_name: optionalText("The episode name", LIMITS.shortTextLength),
    setting_country: z.nullable(
      z.string().check(z.refine(isCountryCode, "Choose the country from the list.")),
    ),
    setting_region: optionalText("The state or region", LIMITS.shortTextLength),
    setting_city: optionalText("The city", LIMITS.shortTextLength),
    period: z.nullable(z.enum(values(STORY_PERIODS))),
    production_company: optionalText("The production company", LIMITS.shortTextLength),
    notes: optionalText("The notes", LIMITS.notesLength),
    text_boxes: z
      .array(textBoxSchema)
      .check(z.maxLength(LIMITS.textBoxes, `List at most ${LIMITS.textBoxes} extra items.`)),
    script_clearance: z.boolean(),
    title_clearance: z.boolean(),
    turnaround: z.enum(TURNAROUND_TIERS),
  }),
);

export type DraftChanges = z.infer<typeof draftChangesSchema>;

/** A correlation id as it appears in a URL; anything else is simply not found. */
export const correlationIdSchema = z.uuid();
