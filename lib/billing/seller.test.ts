import { EXAMPLE_SELLER } from "@/config/invoicing";
import { parseEnv, sellerEnvSchema } from "@/lib/env";

import { sellerDetailsOf } from "./seller";

const details = (source: Record<string, string>) =>
  sellerDetailsOf(parseEnv(sellerEnvSchema, source));

describe("the seller on billing documents", () => {
  it("prints the obviously fake placeholders in development, on Letter", () => {
    const { seller, bank, paper } = details({});
    expect(seller).toEqual({
      name: EXAMPLE_SELLER.SELLER_NAME,
      company: null,
      address: ["1 Example Street", "Example City 00000"],
      country: "United States",
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
    expect(paper).toBe("LETTER");
  });

  it("prints the configured details in production, leaving out the optional ones unset", () => {
    const { seller, bank, paper } = details({
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
    // A country's name reads as its code: the name printed, A4 for the United Kingdom.
    expect(seller.country).toBe("United Kingdom");
    expect(paper).toBe("A4");
    expect(bank).toEqual([
      { label: "Account name", value: "Clearance Works Ltd" },
      { label: "Bank", value: "Barclays Bank UK" },
      { label: "Account number", value: "GB33 BUKB 2020 1555 5555 55" },
      { label: "SWIFT / BIC", value: "BUKBGB22" },
    ]);
  });
});

describe("SELLER_COUNTRY", () => {
  it("takes a two-letter ISO code in any case and prints the country's name", () => {
    expect(details({ SELLER_COUNTRY: "ca" })).toMatchObject({
      seller: { country: "Canada" },
      paper: "LETTER",
    });
    expect(details({ SELLER_COUNTRY: "DE" })).toMatchObject({
      seller: { country: "Germany" },
      paper: "A4",
    });
  });

  it("refuses what is not a country, with the sentence saying what it must be", () => {
    expect(() => details({ SELLER_COUNTRY: "Exampleland" })).toThrow(
      "SELLER_COUNTRY must be a country's two-letter ISO code, such as US, CA or GB",
    );
  });
});
