import { globSync, readFileSync } from "node:fs";

/**
 * Code and docs cite the docs' sections, never an issue tracker's numbers: the tracker is not in
 * the repository, so its numbers tell the next reader nothing (docs/README.md).
 */
const CITED = /\b[Ii]ssues? #?\d+\b/;

it("names no issue number in code or docs", () => {
  const files = globSync(
    "{app,components,config,lib,scripts,e2e,test,eval,docs,deploy}/**/*.{ts,tsx,mjs,css,md}",
  ).concat("README.md");
  const citing = files.filter((file) => CITED.test(readFileSync(file, "utf8")));
  expect(citing).toEqual([]);
});
