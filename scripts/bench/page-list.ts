import { routes } from "@/config/routes";

/** The routes of config/routes.ts that `pages` does not visit. */
export function missingRoutes(pages: { pattern: string }[]): string[] {
  const visited = new Set(pages.map((page) => page.pattern));
  return routes.map((route) => route.pattern).filter((pattern) => !visited.has(pattern));
}

/** `/quote/[id]`, `/title-clearance/[correlationId]` → "quote-id", "title-clearance-correlationid". */
export function pageFileName(pattern: string): string {
  const name = pattern
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return name || "home";
}

/**
 * `--pages=/admin/submission,/share`: the pages whose pattern starts with one of the
 * comma-separated prefixes, in their order; every page without a filter. A prefix that names no
 * page is an error that lists the patterns, so that a typo never measures nothing.
 */
export function pagesMatching<Page extends { pattern: string }>(
  pages: Page[],
  filter: string | undefined,
): Page[] {
  if (!filter) return pages;
  const prefixes = filter
    .split(",")
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  const unmatched = prefixes.filter(
    (prefix) => !pages.some((page) => page.pattern.startsWith(prefix)),
  );
  if (unmatched.length > 0) {
    const patterns = pages.map((page) => page.pattern).join(", ");
    throw new Error(`--pages: no page starts with ${unmatched.join(", ")} (pages: ${patterns})`);
  }
  return pages.filter((page) => prefixes.some((prefix) => page.pattern.startsWith(prefix)));
}
