import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// An inline script is one without a `src`; React escapes "</script" inside one's text.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash sources ('sha256-…') of the inline scripts in a page's HTML. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
  return [
    ...new Set(
      bodies.map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`),
    ),
  ];
}

const known = new Map<string, string[] | undefined>();

/**
 * The hashes of the inline scripts of the page `next build` prerendered for `route` (such as
 * "auth-screen/password"), read once from the build; undefined without one (`next dev`
 * renders every page per request, with the nonce).
 */
export function prerenderedPageHashes(route: string, root = process.cwd()): string[] | undefined {
  if (!known.has(route)) {
    const file = path.join(root, ".next", "server", "app", `${route}.html`);
    let hashes: string[] | undefined;
    try {
      hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    } catch {
      hashes = undefined;
    }
    known.set(route, hashes);
  }
  return known.get(route);
}
