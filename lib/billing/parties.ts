/**
 * The parties billing documents name (product.md §7), their addresses laid out as the post of
 * their country expects: "Portland, ME 04101" in the United States, the town and then the
 * postcode on a line of its own in the United Kingdom, "04101 Leipzig" in most of Europe. The
 * layouts are OpenCage's, through @fragaria/address-formatter.
 */
import addressFormatter from "@fragaria/address-formatter";

import { countryName } from "@/config/countries";
import type { InvoiceParty } from "@/lib/db/schema";
import type { BillingDetails } from "@/lib/users/billing-details";

type PostalAddress = Pick<
  BillingDetails,
  "address_line1" | "address_line2" | "city" | "postal_code" | "region" | "country"
>;

/** The address's lines as printed above its country: street lines, then town, region, postcode. */
export function postalLines(address: PostalAddress): string[] {
  const locality = addressFormatter.format(
    {
      city: address.city || undefined,
      postcode: address.postal_code ?? undefined,
      state: address.region ?? undefined,
      countryCode: address.country,
    },
    { output: "array", appendCountry: false },
  );
  return [address.address_line1, address.address_line2, ...locality]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
}

/** The buyer as a document prints them, from the customer's billing details. */
export function buyerFrom(details: BillingDetails, email: string | null): InvoiceParty {
  return {
    name: details.name,
    company: details.company,
    address: postalLines(details),
    country: countryName(details.country),
    taxId: details.tax_id,
    email,
  };
}
