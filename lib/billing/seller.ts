import { countryName } from "@/config/countries";
import { EXAMPLE_SELLER } from "@/config/invoicing";
import type { InvoiceParty } from "@/lib/db/schema";
import { sellerEnv, sellerPlaceholdersAllowed, type SellerEnv } from "@/lib/env";
import { type PaperSize, paperSizeFor } from "@/lib/pdf/paper";

export type BankDetail = { label: string; value: string };

/**
 * Who issues the proformas, invoices and credit notes, where transfers go, and the paper they are
 * printed on, from the SELLER_* variables; where placeholders are allowed (development), each
 * unset one prints its obviously fake example.
 */
export function sellerDetailsOf(env: SellerEnv): {
  seller: InvoiceParty;
  bank: BankDetail[];
  paper: PaperSize;
} {
  const fallback = sellerPlaceholdersAllowed(env);
  const value = (name: keyof typeof EXAMPLE_SELLER) =>
    env[name] ?? (fallback ? EXAMPLE_SELLER[name] : undefined);
  const name = value("SELLER_NAME") ?? "";
  const bank: [string, string | undefined][] = [
    ["Account name", env.SELLER_BANK_ACCOUNT_NAME ?? name],
    ["Bank", value("SELLER_BANK_NAME")],
    ["Account number", value("SELLER_BANK_ACCOUNT_NUMBER")],
    ["Routing / sort code", value("SELLER_BANK_ROUTING")],
    ["SWIFT / BIC", value("SELLER_BANK_SWIFT")],
  ];
  const country = value("SELLER_COUNTRY") ?? "";
  return {
    seller: {
      name,
      company: null,
      address: (value("SELLER_ADDRESS") ?? "")
        .split(";")
        .map((line) => line.trim())
        .filter(Boolean),
      country: countryName(country),
      taxId: value("SELLER_TAX_ID") ?? null,
      email: value("SELLER_EMAIL") ?? null,
    },
    bank: bank.flatMap(([label, detail]) => (detail ? [{ label, value: detail }] : [])),
    paper: paperSizeFor(country),
  };
}

export const sellerDetails = () => sellerDetailsOf(sellerEnv());

/** The paper of every document this deployment prints (product.md §7), by the seller's country. */
export const documentPaperSize = () => sellerDetails().paper;
