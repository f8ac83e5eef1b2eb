import { site } from "./site";

/** Header navigation (spec §2), as data. */
export const marketingLinks = [
  { label: "Pricing", href: site.links.pricing },
  { label: "FAQs", href: site.links.faqs },
] as const;

export const customerNav = [
  { label: "New", href: "/quote" },
  { label: "List", href: "/" },
] as const;

export const adminNav = [
  { label: "Orders", href: "/admin/list" },
  { label: "Payments", href: "/admin/payments" },
  { label: "Vouchers", href: "/admin/vouchers" },
  { label: "Proformas", href: "/admin/proformas" },
  { label: "Settings", href: "/admin/settings" },
] as const;

/** The Admin menu's first entry: the orders where a customer waits for the admin (product.md §14). */
export const needsYouNav = { label: "Needs you", href: "/admin/list?attention=needs_you" } as const;

export const accountNav = [
  { label: "Profile", href: "/profile" },
  { label: "Company", href: "/company" },
] as const;
