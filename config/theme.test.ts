import fs from "node:fs";

import { themeStylesheet } from "@/lib/site/theme-stylesheet";

import { theme } from "./theme";

describe("config/theme-variables.css", () => {
  it("holds the variables of config/theme.ts (run `npm run theme:css` after changing the theme)", () => {
    const written = fs.readFileSync("config/theme-variables.css", "utf8");
    expect(written).toBe(themeStylesheet(theme));
  });

  it("defines every variable of Mantine's defaults, which no product page loads", () => {
    const blocks = (css: string) =>
      new Map(
        [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [
          selector!
            .replace(/\/\*[\s\S]*?\*\//g, "")
            .replace(/\s+/g, " ")
            .replaceAll("'", '"')
            .trim(),
          new Set([...body!.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1])),
        ]),
      );
    const ours = blocks(themeStylesheet(theme));
    const defaults = blocks(
      fs.readFileSync("node_modules/@mantine/core/styles/default-css-variables.css", "utf8"),
    );
    for (const [selector, names] of defaults) {
      if (selector.includes('"dark"')) continue;
      expect([...names].filter((name) => !ours.get(selector)?.has(name))).toEqual([]);
    }
    expect([...ours.keys()].filter((selector) => selector.includes("dark"))).toEqual([]);
  });

  it("carries the theme's own choices", () => {
    const css = themeStylesheet(theme);
    expect(css).toContain("--mantine-primary-color-filled: var(--mantine-color-ink-filled)");
    expect(css).toContain("--mantine-color-ink-filled: var(--mantine-color-ink-8)");
    expect(css).toContain("--mantine-color-ink-9: #1d4888");
    expect(css).toContain("--mantine-font-family: Inter");
  });
});
