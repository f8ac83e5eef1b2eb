/**
 * What a clearance researcher reports for one evaluation screenplay: the answer key the first
 * pass is scored against (`npm run eval:clearance`). Written by hand, never from engine output,
 * and kept as JSON data (`eval/real/<slug>.json`, `eval/fixtures/<slug>.json`) checked by the
 * schema below when it is read (docs/first-pass.md §2).
 */
import { z } from "zod";

import { CLEARANCE_CATEGORIES } from "@/config/submissions";

const categoryValues = CLEARANCE_CATEGORIES.map((category) => category.value) as [
  (typeof CLEARANCE_CATEGORIES)[number]["value"],
  ...(typeof CLEARANCE_CATEGORIES)[number]["value"][],
];

const text = z.string().trim().min(1);

export const LabelSchema = z
  .object({
    category: z.enum(categoryValues),
    /** The item as the report would name it ("Sarah Kowalski", "(212) 867-5309"). */
    name: text,
    /** Other forms the script uses for the same item, each of which must land in that item. */
    aliases: z.array(text).optional(),
    /** Fine to flag, not required: first-name-only bit parts, cities named in passing. */
    optional: z.boolean().optional(),
    /** Found on the title page (contact details): counted like the rest, and in a row of its own. */
    titlePage: z.boolean().optional(),
    /** Real scripts: the scene (`ScriptElement.sceneIndex`, 0 before the first heading) of its first mention. */
    scene: z.number().int().min(0).optional(),
    /** The labeller's reason, for the next reader. */
    note: z.string().optional(),
  })
  .strict();

export const ScriptLabelsSchema = z
  .object({
    /**
     * The screenplay's file name: in ../shared/corpus/screenplays for the real set, beside the
     * labels for our own fixtures.
     */
    file: text,
    genre: text,
    /** Where and when the story is set, which decides what is real (a city, a number plan). */
    setting: text,
    /** How the labels were made and what they leave out. */
    note: z.string().optional(),
    items: z.array(LabelSchema).min(1),
    /** Texts that must never become items: transitions, common words that look like names. */
    ignore: z.array(text).optional(),
  })
  .strict();

export type Label = z.infer<typeof LabelSchema>;
export type ScriptLabels = z.infer<typeof ScriptLabelsSchema>;

/** `json` as an answer key, or an error naming the file and what is wrong with it. */
export function parseScriptLabels(json: unknown, file: string): ScriptLabels {
  const parsed = ScriptLabelsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join(".") || "(top)"}: ${issue.message}`)
    .join("; ");
  throw new Error(`${file} is not a valid answer key: ${problems}.`);
}
