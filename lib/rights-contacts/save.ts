/**
 * An item's rights-holder contacts (docs/product.md §13): whom the production asks for
 * permission. Saved as the item's other fields are, under its version and audited in its
 * history. Callers have checked the admin role.
 */
import "server-only";

import type { SignedInUser } from "@/lib/auth/session";
import { saveItem } from "@/lib/research/research";
import type { ClearanceItemView } from "@/lib/research/views";

import type { RightsContactsChange } from "./input";

/** PUT …/items/{itemId}/rights-contacts: replaces the item's list if it is still at the version read. */
export const saveRightsContacts = (
  user: SignedInUser,
  submissionId: string,
  itemId: string,
  { expected_version, contacts }: RightsContactsChange,
): Promise<ClearanceItemView> =>
  saveItem(user, submissionId, itemId, expected_version, () => ({ rightsContacts: contacts }));
