import { site } from "./site";

/** A header link; code finds one by its `key`, never by its place in a list. */
export type NavItem<Key extends string = string> = {
  readonly key: Key;
  readonly label: string;
  readonly href: string;
};

/** The item of `items` with this `key`. */
export function navItem<Key extends string, Item extends NavItem<Key>>(
  items: readonly Item[],
  key: Item["key"],
): Item {
  const item = items.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`No navigation item "${key}"`);
  return item;
}

/** Header navigation (spec §2), as data. */
export const marketingLinks = [
  { key: "pricing", label: "Pricing", href: site.links.pricing },
  { key: "faqs", label: "FAQs", href: site.links.faqs },
] as const satisfies readonly NavItem[];

export const customerNav = [
  { key: "new", label: "New", href: "/quote" },
  { key: "list", label: "List", href: "/" },
] as const satisfies readonly NavItem[];

export const adminNav = [
  { key: "orders", label: "Orders", href: "/admin/list" },
  { key: "payments", label: "Payments", href: "/admin/payments" },
  { key: "vouchers", label: "Vouchers", href: "/admin/vouchers" },
  { key: "proformas", label: "Proformas", href: "/admin/proformas" },
  { key: "settings", label: "Settings", href: "/admin/settings" },
] as const satisfies readonly NavItem[];

/** The Admin menu's first entry: the orders where a customer waits for the admin (product.md §14). */
export const needsYouNav = {
  key: "needs-you",
  label: "Needs you",
  href: "/admin/list?attention=needs_you",
} as const satisfies NavItem;

export const accountNav = [
  { key: "profile", label: "Profile", href: "/profile" },
  { key: "company", label: "Company", href: "/company" },
] as const satisfies readonly NavItem[];
