// Building a formatter costs far more than using one (it loads locale data): one a currency.
const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as money for people: 123456 USD → "$1,234.56". */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  // Nothing is plain zero: Intl prints minus zero (nothing given back, negated) as "-$0.00".
  return formatter.format(minor === 0 ? 0 : minor / 100);
}

/**
 * Minor units as a plain decimal a spreadsheet adds up: 36000 → "360.00", -1205 → "-12.05".
 * Integer arithmetic, so what a column of them sums to is exactly the sum of the minor units.
 */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const units = Math.abs(minor);
  return `${sign}${Math.trunc(units / 100)}.${String(units % 100).padStart(2, "0")}`;
}
