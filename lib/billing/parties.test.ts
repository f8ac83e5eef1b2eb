import type { BillingDetails } from "@/lib/users/billing-details";
import { PORTLAND_BILLING } from "@/test/billing";

import { buyerFrom, postalLines } from "./parties";

const address = (changes: Partial<BillingDetails>) => ({ ...PORTLAND_BILLING, ...changes });

describe("postalLines", () => {
  it("writes a US or Canadian address as their post reads it: town, state and ZIP on one line", () => {
    expect(postalLines(address({}))).toEqual(["120 Commercial Street", "Portland, ME 04101"]);
    expect(
      postalLines(
        address({
          address_line1: "55 Rue Saint-Paul",
          city: "Montreal",
          postal_code: "H2Y 1G6",
          region: "QC",
          country: "CA",
        }),
      ),
    ).toEqual(["55 Rue Saint-Paul", "Montreal, QC H2Y 1G6"]);
  });

  it("puts a British postcode on a line of its own, under the town", () => {
    expect(
      postalLines(
        address({
          address_line1: "12 Wardour Street",
          address_line2: "Second floor",
          city: "London",
          postal_code: "W1D 6QF",
          region: null,
          country: "GB",
        }),
      ),
    ).toEqual(["12 Wardour Street", "Second floor", "London", "W1D 6QF"]);
  });

  it("puts the postcode before the town in most of Europe", () => {
    expect(
      postalLines(
        address({
          address_line1: "Karl-Liebknecht-Straße 12",
          city: "Leipzig",
          postal_code: "04107",
          region: null,
          country: "DE",
        }),
      ),
    ).toEqual(["Karl-Liebknecht-Straße 12", "04107 Leipzig"]);
  });

  it("leaves out what was not given", () => {
    expect(
      postalLines(address({ postal_code: null, region: null, country: "IE", city: "Galway" })),
    ).toEqual(["120 Commercial Street", "Galway"]);
  });
});

describe("buyerFrom", () => {
  it("prints the name, company, address lines, country's name, tax ID and e-mail", () => {
    expect(buyerFrom(PORTLAND_BILLING, "dana@example.com")).toEqual({
      name: "Dana Reyes",
      company: "Casco Bay Pictures LLC",
      address: ["120 Commercial Street", "Portland, ME 04101"],
      country: "United States",
      taxId: "EIN 12-3456789",
      email: "dana@example.com",
    });
  });
});
