import { COUNTRIES, countryName, isCountryCode } from "./countries";

it("lists every ISO 3166-1 country by English name, in alphabetical order", () => {
  expect(COUNTRIES).toHaveLength(252);
  expect(COUNTRIES[0]).toEqual({ value: "AF", label: "Afghanistan" });
  const labels = COUNTRIES.map((country) => country.label);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  expect(countryName("PT")).toBe("Portugal");
  expect(countryName("XX")).toBe("XX");
  expect(isCountryCode("GB")).toBe(true);
  expect(isCountryCode("Narnia")).toBe(false);
});
