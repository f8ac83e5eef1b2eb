// The names alone: the package's main entry carries every country's languages, currencies and
// more, which the browser would download with the quote and billing forms.
import countries from "countries-list/minimal/countries.en.min.json";

/** ISO 3166-1 alpha-2 countries by English name, for story settings and billing addresses. */
export const COUNTRIES = Object.entries(countries)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

const codes = new Set(COUNTRIES.map((country) => country.value));
export const isCountryCode = (code: string) => codes.has(code);
export const countryName = (code: string) =>
  COUNTRIES.find((country) => country.value === code)?.label ?? code;
