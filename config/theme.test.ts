import fs from "node:fs";

import { themeStylesheet } from "@/lib/site/theme-stylesheet";

import { theme } from "./theme";

describe("config/theme-variables.css", () => {
  it("holds the variables of config/theme.ts (run `npm run theme:css` after changing the theme)", () => {
    const written = fs.readFileSync("config/theme-variables.css", "utf8");
    expect(written).toBe(themeStylesheet(theme));
  });

  it("carries the theme's own choices", () => {
    const css = themeStylesheet(theme);
    expect(css).toContain("--mantine-primary-color-filled: var(--mantine-color-ink-filled)");
    expect(css).toContain("--mantine-color-ink-filled: var(--mantine-color-ink-8)");
    expect(css).toContain("--mantine-color-ink-9: #1d4888");
    expect(css).toContain("--mantine-font-family: Inter");
  });
});
