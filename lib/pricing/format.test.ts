import { formatMoney } from "./format";

it("formats minor units with the currency's symbol and grouping", () => {
  expect(formatMoney(123_456, "USD")).toBe("$1,234.56");
  expect(formatMoney(45_000, "USD")).toBe("$450.00");
  expect(formatMoney(-1_200, "EUR")).toBe("-€12.00");
});
