/**
 * Pre-checked alternatives for an item that is not clear (clearance-domain.md §2.5): made by the
 * kind of name its category is, in an order seeded by the item, so they are the same each time.
 */
import { SUGGESTIONS_PER_ITEM } from "@/config/alternatives";
import type { ClearanceCategory } from "@/config/submissions";

import { suggestPhoneNumbers, suggestWebAddresses } from "./contacts";
import type { NameKind, Suggestion } from "./model";
import { suggestOrganisationNames } from "./organisations";
import { suggestPersonNames } from "./people";
import { suggestAddresses, suggestPlaceNames } from "./places";
import { seededDraw, type Draw } from "./random";

export const NAME_KINDS: Partial<Record<ClearanceCategory, NameKind>> = {
  character_name: "person",
  real_person: "person",
  business: "organisation",
  brand: "organisation",
  organisation: "organisation",
  police: "organisation",
  school: "organisation",
  hospital: "organisation",
  sports: "organisation",
  media: "organisation",
  transport: "organisation",
  location: "place",
  address: "address",
  phone: "phone",
  web: "web",
};

const SUGGESTERS: Record<NameKind, (text: string, count: number, draw: Draw) => Suggestion[]> = {
  person: suggestPersonNames,
  organisation: suggestOrganisationNames,
  place: suggestPlaceNames,
  address: suggestAddresses,
  phone: suggestPhoneNumbers,
  web: suggestWebAddresses,
};

export type ItemToSuggestFor = { id: string; category: ClearanceCategory; canonical: string };

/**
 * The item's suggestions, `extra` more than the usual count (for those a researcher has taken or
 * rejected); none for a category no name is made for (a work, a quotation). The first ones stay
 * the same whatever `extra` is, since each kind draws its candidates in one seeded order.
 */
export function suggestAlternatives(
  item: ItemToSuggestFor,
  count = SUGGESTIONS_PER_ITEM,
  extra = 0,
): { kind: NameKind | null; suggestions: Suggestion[] } {
  const kind = NAME_KINDS[item.category];
  if (!kind) return { kind: null, suggestions: [] };
  const draw = seededDraw(`${item.id}:${item.canonical}`);
  return { kind, suggestions: SUGGESTERS[kind](item.canonical, count + extra, draw) };
}
