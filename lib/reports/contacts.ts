/**
 * Rights-holder contacts as the report prints them (docs/product.md §13): one line per contact,
 * worded once so the PDF, the XLSX and the customer's page read alike.
 */
import { PERMISSION_CODE } from "@/config/verdict-codes";
import { itemsHave, someNamed } from "@/lib/research/findings";

import type { ReportItem, ReportRightsContact } from "./snapshot";

/**
 * "Jane Roe, Marrow Bay Records · 12 Quay Street, London · jane@marrowbay.example ·
 * +44 20 7946 0958 · Licensing desk": who, then how to reach them, then the notes.
 */
export function contactLine(contact: ReportRightsContact): string {
  const who = [contact.name, contact.organisation].filter(Boolean).join(", ");
  return [who, contact.address, contact.email, contact.phone, contact.notes]
    .map((part) => part.replace(/\s*\n\s*/g, ", "))
    .filter(Boolean)
    .join(" · ");
}

/** Whether the item's code asks for rights-holder contacts (permission required). */
export const contactsExpected = (item: Pick<ReportItem, "code">) => item.code === PERMISSION_CODE;

/** The items that need permission yet name nobody to ask. */
export const permissionWithoutContact = <T extends Pick<ReportItem, "code" | "rightsContacts">>(
  items: T[],
) => items.filter((item) => contactsExpected(item) && (item.rightsContacts ?? []).length === 0);

/**
 * The preview's warning (lib/reports/preview.ts) when items need permission yet name nobody to
 * ask; null when none do. A warning, not a refusal: the researcher may still be finding them.
 */
export function unaskedPermissionWarning(items: ReportItem[]): string | null {
  const unasked = permissionWithoutContact(items);
  if (unasked.length === 0) return null;
  return `${itemsHave(unasked.length)} code PR (permission required) but no rights-holder contact (${someNamed(unasked.map((item) => item.text))}): the report says “No rights-holder contact recorded.” for each.`;
}
