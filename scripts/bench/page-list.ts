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
