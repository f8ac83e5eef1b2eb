import type { BillingDetails } from "@/lib/users/billing-details";

/** A company's billing details, as a customer saves them before a proforma is issued. */
export const COMPANY_BILLING: BillingDetails = {
  name: "Ada Lovelace",
  company: "Analytical Pictures Ltd",
  address_line1: "12 Wardour Street",
  address_line2: null,
  city: "London",
  postal_code: "W1D 6QF",
  region: null,
  country: "GB",
  tax_id: "GB123456789",
};

/** A US company's, whose address the post reads "Portland, ME 04101". */
export const PORTLAND_BILLING: BillingDetails = {
  name: "Dana Reyes",
  company: "Casco Bay Pictures LLC",
  address_line1: "120 Commercial Street",
  address_line2: null,
  city: "Portland",
  postal_code: "04101",
  region: "ME",
  country: "US",
  tax_id: "EIN 12-3456789",
};
