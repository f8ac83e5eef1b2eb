import { z } from "zod";

import { SHARE_LINKS } from "@/config/share-links";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` });

/** POST /api/submissions/{id}/share-links: whom the report goes to, what they see, how long. */
export const createShareLinkSchema = z.object({
  recipient_name: text(200).min(1, { error: "Enter the recipient's name." }),
  recipient_email: z
    .string()
    .trim()
    .pipe(z.email({ error: "Enter the recipient's e-mail address, like name@example.com." })),
  recipient_organisation: text(200).default(""),
  days: z
    .number({ error: `Enter how many days the link works, 1 to ${SHARE_LINKS.maxDays}.` })
    .int({ error: "Enter a whole number of days." })
    .min(1, { error: "A link works for at least 1 day." })
    .max(SHARE_LINKS.maxDays, { error: `A link works for at most ${SHARE_LINKS.maxDays} days.` })
    .default(SHARE_LINKS.defaultDays),
  /** "latest" follows new versions; a number fixes one published version. */
  version: z
    .union([z.literal("latest"), z.number().int().min(1)], {
      error: "Choose the latest version or a published version's number.",
    })
    .default("latest"),
  include_annotated: z.boolean().default(false),
  include_downloads: z.boolean().default(true),
  passcode: z
    .string()
    .min(SHARE_LINKS.passcodeMinLength, {
      error: `A passcode has at least ${SHARE_LINKS.passcodeMinLength} characters.`,
    })
    .max(200, { error: "A passcode has at most 200 characters." })
    .optional(),
  /** E-mail the link (never the passcode) to the recipient. */
  email_recipient: z.boolean().default(false),
});
export type CreateShareLink = z.infer<typeof createShareLinkSchema>;

/** POST /share/{token}/passcode: the form's one field. */
export const passcodeFormSchema = z.object({
  passcode: z.string().min(1, { error: "Enter the passcode." }).max(200),
});
