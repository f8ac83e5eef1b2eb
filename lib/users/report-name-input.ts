/** How a researcher is named on reports and to customers (docs/product.md §12, "People"). */
import { z } from "zod";

const MAX = 100;

export const reportNameSchema = z.object({
  display_name: z
    .string({ error: "Your name is required." })
    .trim()
    .min(1, "Your name is required.")
    .max(MAX, `Your name must be at most ${MAX} characters.`),
  job_title: z
    .string()
    .trim()
    .max(MAX, `The role must be at most ${MAX} characters.`)
    .transform((text) => text || null)
    .nullable()
    .default(null),
});
export type ReportName = z.infer<typeof reportNameSchema>;

/** "Jane Doe, Senior researcher"; null for someone who has not given a name. */
export const personLabel = (name: { displayName: string | null; jobTitle: string | null }) =>
  name.displayName ? [name.displayName, name.jobTitle].filter(Boolean).join(", ") : null;
