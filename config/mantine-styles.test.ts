import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const importsOf = (file: string) =>
  [
    ...fs
      .readFileSync(path.join(root, file), "utf8")
      .matchAll(/@import "@mantine\/core\/styles\/([\w-]+)\.css";/g),
  ].map((match) => match[1]!);
const imported = importsOf("config/mantine-styles.css");

/** The source files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it("has Mantine's baseline and globals, in that order, for every product page", () => {
  expect(importsOf("config/mantine-base.css")).toEqual(["baseline", "global"]);
});

it("has the styles of every @mantine/core component the code imports", () => {
  const used = new Set<string>();
  for (const file of ["app", "components", "lib"].flatMap(sources)) {
    const code = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, names] of code.matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)) {
      for (const name of names!.split(",").map((part) => part.trim().split(" ")[0]!)) {
        if (fs.existsSync(path.join(root, "node_modules/@mantine/core/styles", `${name}.css`))) {
          used.add(name);
        }
      }
    }
  }
  expect(used.size).toBeGreaterThan(20);
  expect([...used].filter((name) => !imported.includes(name))).toEqual([]);
});
