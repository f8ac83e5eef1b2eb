import { site } from "@/config/site";

/** Spec §1: the page title is the first path segment followed by the product name. */
export function pageTitle(pathname: string): string {
  const segment = pathname.split("/").find(Boolean);
  if (!segment) return site.name;
  return `${safeDecode(segment)} | ${site.name}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
