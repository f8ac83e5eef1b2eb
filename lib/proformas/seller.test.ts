import { EXAMPLE_SELLER } from "@/config/invoicing";
import { parseEnv, sellerEnvSchema } from "@/lib/env";

import { sellerDetailsOf } from "./seller";

const details = (source: Record<string, string>) =>
  sellerDetailsOf(parseEnv(sellerEnvSchema, source));

describe("the seller on proformas", () => {
  it("prints the obviously fake placeholders in development", () => {
    const { seller, bank } = details({});
    expect(seller).toEqual({
      name: EXAMPLE_SELLER.SELLER_NAME,
      company: null,
      address: ["1 Example Street", "Example City 00000"],
      country: "Exampleland",
      taxId: "EXAMPLE-TAX-ID",
      email: "billing@example.com",
    });
    expect(bank.map(({ value }) => value)).toEqual([
      EXAMPLE_SELLER.SELLER_NAME,
      EXAMPLE_SELLER.SELLER_BANK_NAME,
      "EXAMPLE-ACCOUNT-NUMBER",
      "EXAMPLE-ROUTING",
      "EXAMPLE-SWIFT",
    ]);
  });

  it("prints the configured details in production, leaving out the optional ones unset", () => {
    const { seller, bank } = details({
      APP_ENV: "production",
      SELLER_NAME: "Clearance Works Ltd",
      SELLER_ADDRESS: "4 Wardour Street ;London W1D 6QF;",
      SELLER_COUNTRY: "United Kingdom",
      SELLER_TAX_ID: "VAT GB 123 4567 89",
      SELLER_EMAIL: "accounts@clearanceworks.co.uk",
      SELLER_BANK_NAME: "Barclays Bank UK",
      SELLER_BANK_ACCOUNT_NUMBER: "GB33 BUKB 2020 1555 5555 55",
      SELLER_BANK_SWIFT: "BUKBGB22",
    });
    expect(seller.address).toEqual(["4 Wardour Street", "London W1D 6QF"]);
    expect(seller.taxId).toBe("VAT GB 123 4567 89");
    expect(bank).toEqual([
      { label: "Account name", value: "Clearance Works Ltd" },
      { label: "Bank", value: "Barclays Bank UK" },
      { label: "Account number", value: "GB33 BUKB 2020 1555 5555 55" },
      { label: "SWIFT / BIC", value: "BUKBGB22" },
    ]);
  });
});
