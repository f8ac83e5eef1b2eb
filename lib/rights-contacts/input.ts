/**
 * A rights holder's contact (docs/product.md §13), validated at the API's boundary: every field
 * trimmed and capped, the e-mail address checked, and at least a name or an organisation.
 */
import { z } from "zod";

import {
  RIGHTS_CONTACT_FIELDS,
  RIGHTS_CONTACTS_PER_ITEM,
  type RightsContactField,
} from "@/config/rights-contacts";
import type { StoredRightsContact } from "@/lib/db/schema";

const limit = (field: RightsContactField) =>
  RIGHTS_CONTACT_FIELDS.find((entry) => entry.field === field)!.maxLength;

const text = (what: string, field: RightsContactField) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(
      limit(field),
      `${what} must be at most ${limit(field).toLocaleString("en-US")} characters.`,
    )
    .default("");

/** Digits with the marks phone numbers are written with: "+44 20 7946 0958", "(217) 555-0100 ext. 4". */
const PHONE = /^[0-9+().\-/\s]*(?:(?:ext\.?|x)\s*\d+)?$/i;

export const rightsContactInput = z
  .object({
    name: text("The contact's name", "name"),
    organisation: text("The organisation", "organisation"),
    address: text("The address", "address"),
    email: text("The e-mail address", "email").refine(
      (email) => email === "" || z.email().safeParse(email).success,
      { error: "That e-mail address is not valid: write it as name@example.com." },
    ),
    phone: text("The phone number", "phone").refine((phone) => PHONE.test(phone), {
      error: "The phone number may hold only digits, spaces and + ( ) - . /, and an extension.",
    }),
    notes: text("The notes", "notes"),
  })
  .strict()
  .refine((contact) => contact.name || contact.organisation, {
    error: "Give the rights holder's name or organisation.",
    path: ["name"],
  }) satisfies z.ZodType<StoredRightsContact>;
export type RightsContact = z.output<typeof rightsContactInput>;

/** A contact with nothing known yet, as a form starts one. */
export const blankRightsContact = (): StoredRightsContact => ({
  name: "",
  organisation: "",
  address: "",
  email: "",
  phone: "",
  notes: "",
});

/** PUT …/items/{itemId}/rights-contacts: the item's version as read, and its whole list. */
export const rightsContactsInput = z
  .object({
    expected_version: z.number({ error: "expected_version is required" }).int().positive(),
    contacts: z
      .array(rightsContactInput)
      .max(RIGHTS_CONTACTS_PER_ITEM, `At most ${RIGHTS_CONTACTS_PER_ITEM} contacts per item.`),
  })
  .strict();
export type RightsContactsChange = z.infer<typeof rightsContactsInput>;
