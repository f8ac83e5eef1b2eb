/**
 * Settings an admin changes at run time on `/admin/settings` (product.md §7), stored in the
 * `app_settings` table: each with what the page says about it, its shape and its value until an
 * admin changes it.
 */
import { z } from "zod";

export const SETTINGS = {
  proforma_review: {
    label: "Proformas need review before they are issued",
    description:
      "On: a customer's proforma request waits as a draft until an admin checks and issues it. Off: it is issued at once, numbered and e-mailed, and the customer downloads it straight away.",
    schema: z.boolean({ error: "Proforma review is on or off: send true or false." }),
    default: false,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;
