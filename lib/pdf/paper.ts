/**
 * The paper every document we print is laid out on (product.md §7): US Letter where the seller
 * is in the United States or Canada, whose offices file Letter, and A4 everywhere else.
 */
export type PaperSize = "LETTER" | "A4";

const LETTER_COUNTRIES = new Set(["US", "CA"]);

/** The paper for a seller in `countryCode` (ISO 3166-1 alpha-2). */
export const paperSizeFor = (countryCode: string): PaperSize =>
  LETTER_COUNTRIES.has(countryCode.toUpperCase()) ? "LETTER" : "A4";
