import { decimalAmount, formatMoney } from "./format";

it("formats minor units with the currency's symbol and grouping", () => {
  expect(formatMoney(123_456, "USD")).toBe("$1,234.56");
  expect(formatMoney(45_000, "USD")).toBe("$450.00");
  expect(formatMoney(-1_200, "EUR")).toBe("-€12.00");
});

it("prints nothing as plain zero, also when it was negated (nothing given back)", () => {
  expect(formatMoney(-0, "USD")).toBe("$0.00");
  expect(formatMoney(0, "USD")).toBe("$0.00");
});

it("prints minor units as a plain decimal, signed, without rounding", () => {
  expect(decimalAmount(36_000)).toBe("360.00");
  expect(decimalAmount(187_680)).toBe("1876.80");
  expect(decimalAmount(5)).toBe("0.05");
  expect(decimalAmount(0)).toBe("0.00");
  expect(decimalAmount(-1_205)).toBe("-12.05");
  expect(decimalAmount(-7)).toBe("-0.07");
  expect(decimalAmount(900_719_925_474_099)).toBe("9007199254740.99");
});
