// Building a formatter costs far more than using one (it loads locale data): one a currency.
const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as money for people: 123456 USD → "$1,234.56". */
export function formatMoney(minor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(minor / 100);
}
