/**
 * A rights holder's contact as a researcher records it for an item that needs permission
 * (docs/product.md §13): the fields, their labels and how long each may be.
 */
export const RIGHTS_CONTACT_FIELDS = [
  { field: "name", label: "Name", maxLength: 200 },
  { field: "organisation", label: "Organisation", maxLength: 200 },
  { field: "address", label: "Address", maxLength: 500 },
  { field: "email", label: "E-mail", maxLength: 254 },
  { field: "phone", label: "Phone", maxLength: 50 },
  { field: "notes", label: "Notes", maxLength: 2_000 },
] as const;

export type RightsContactField = (typeof RIGHTS_CONTACT_FIELDS)[number]["field"];

/** Contacts one item may list: a publisher, a label, an estate… */
export const RIGHTS_CONTACTS_PER_ITEM = 10;
