import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from "@mantine/core";

/**
 * The CSS variables Mantine's provider would otherwise compute from the theme and inline into
 * every page it renders (0.7 ms and 7 kB per request). Served as a stylesheet instead:
 * config/theme-variables.css, checked against this by config/theme.test.ts. The light scheme's
 * only: the document forces it (app/layout.tsx), so the dark one's would never apply.
 */
export function themeStylesheet(theme: MantineThemeOverride): string {
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return `/* Generated from config/theme.ts by \`npm run theme:css\`: do not edit. */\n${convertCssVariables({ ...variables, dark: {} }).replaceAll("}", "}\n")}`;
}
