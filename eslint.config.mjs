import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "@/**", group: "internal" }],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The product never depends on its evaluation: eval/ reads lib/, not the other way round.
    files: ["app/**", "components/**", "config/**", "lib/**", "proxy.ts", "instrumentation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/eval", "@/eval/*", "**/eval", "**/eval/*"],
              message: "The product does not import the evaluation (eval/ reads lib/).",
            },
            {
              // Removed for one UI kit (docs/architecture.md, "UI"; test/ui-kit.test.ts).
              group: [
                "**/plain",
                "**/plain/*",
                "**/mantine-shell",
                "**/toast-host",
                "**/toast-container",
                "**/reveal-at-once",
                "**/page-loading",
                "**/mantine-styles.css",
                "**/mantine-base.css",
                "**/theme-variables.css",
              ],
              message: "Use Mantine's own components; its provider is in the product's shell.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook of that name.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
