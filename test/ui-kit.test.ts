import fs from "node:fs";
import path from "node:path";

import { specifiersOf } from "./import-graph";

/**
 * One UI kit, Mantine, with one provider in the product's shell (docs/architecture.md, "UI"):
 * the hand-made look-alike kit, the per-route provider, the toasts' own store and provider, the
 * patch of React's reveal timing and the hand-kept list of Mantine's stylesheets are gone, and nothing
 * may bring them back. eslint.config.mjs refuses the same imports as they are typed.
 */
const REMOVED = [
  "components/ui/plain",
  "components/layout/mantine-shell",
  "components/layout/toast-host",
  "components/layout/toast-container",
  "components/ui/reveal-at-once",
  "components/ui/page-loading",
  "config/mantine-styles.css",
  "config/mantine-base.css",
  "config/theme-variables.css",
];

/** The repository path an import names, whether spelled `@/…` or relative to `file`. */
function targetOf(file: string, name: string): string | undefined {
  if (name.startsWith("@/")) return name.slice(2);
  if (name.startsWith(".")) return path.join(path.dirname(file), name);
  return undefined;
}

const isRemoved = (target: string) =>
  REMOVED.some((removed) => target === removed || target.startsWith(`${removed}/`));

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
    .map((file) => path.join(dir, file));
}

it("imports nothing of a removed UI kit or shell part", () => {
  const offending = ["app", "components", "lib", "config", "test"]
    .flatMap(sources)
    .flatMap((file) =>
      specifiersOf(file)
        .map(({ name }) => targetOf(file, name))
        .filter((target): target is string => target !== undefined && isRemoved(target))
        .map((target) => `${file} imports ${target}`),
    );
  expect(offending).toEqual([]);
});

it("has none of the removed files back", () => {
  const back = REMOVED.filter((removed) =>
    ["", ".ts", ".tsx"].some((extension) => fs.existsSync(`${removed}${extension}`)),
  );
  expect(back).toEqual([]);
});
