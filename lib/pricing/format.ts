/** Minor units as money for people: 123456 USD → "$1,234.56". */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(minor / 100);
}
