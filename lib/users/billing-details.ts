import { z } from "zod";

import { isCountryCode } from "@/config/countries";

const required = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((text) => text || null)
    .nullable()
    .default(null);

/** Who invoices and proformas are made out to (product.md §2 `/profile`, §7). */
export const billingDetailsSchema = z
  .object({
    name: required("Name"),
    company: optional("Company"),
    address_line1: required("Address"),
    address_line2: optional("Address line 2"),
    city: required("City", 100),
    postal_code: optional("Postal code", 20),
    region: optional("State or region", 100),
    country: z
      .string({ error: "Choose the country from the list." })
      .refine(isCountryCode, "Choose the country from the list."),
    tax_id: optional("VAT or tax ID", 50),
  })
  .strict();

export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;
