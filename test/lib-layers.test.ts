import fs from "node:fs";

import {
  cyclesBetween,
  importsForEffect,
  importsUnder,
  loadedBy,
  type ImportEdge,
} from "./import-graph";

/** Folders that group others: each folder inside them is a part of its own. */
const GROUPS = ["platform", "dev"];

/**
 * The part of lib/ a file belongs to: its folder under lib/ (lib/orders/place.ts → orders),
 * one level deeper inside a group (lib/platform/launcher/launch.ts → platform/launcher), or
 * the file itself at the top (lib/env.ts → env).
 */
export function partOf(file: string): string | undefined {
  const [top, first, second] = file.split("/");
  if (top !== "lib" || !first) return undefined;
  if (!second) return first.replace(/\.tsx?$/, "");
  return GROUPS.includes(first) ? `${first}/${second}` : first;
}

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe("cyclesBetween", () => {
  it("finds folders that import one another, however long the way round", () => {
    const edges = [
      edge("lib/orders/place.ts", "lib/quotes/read.ts"),
      edge("lib/quotes/read.ts", "lib/items/store.ts"),
      edge("lib/items/store.ts", "lib/orders/number.ts", true),
      edge("lib/orders/place.ts", "lib/orders/number.ts"),
      edge("lib/pricing/price.ts", "lib/site/plural.ts"),
    ];
    expect(cyclesBetween(edges, partOf)).toEqual([
      {
        folders: ["items", "orders", "quotes"],
        imports: [
          "lib/items/store.ts → lib/orders/number.ts",
          "lib/orders/place.ts → lib/quotes/read.ts",
          "lib/quotes/read.ts → lib/items/store.ts",
        ],
      },
    ]);
  });

  it("tells the parts of a group apart, and finds nothing in a graph without a cycle", () => {
    const edges = [
      edge("lib/platform/launcher/launch.ts", "lib/platform/auth-core/index.ts"),
      edge("lib/platform/auth-core/index.ts", "lib/db/client.ts"),
      edge("lib/db/client.ts", "lib/env.ts"),
    ];
    expect(cyclesBetween(edges, partOf)).toEqual([]);
    expect(
      cyclesBetween([...edges, edge("lib/env.ts", "lib/platform/launcher/launch.ts")], partOf),
    ).toMatchObject([{ folders: ["db", "env", "platform/auth-core", "platform/launcher"] }]);
  });
});

describe("lib/", () => {
  const imports = importsUnder("lib");

  it("has no cycle between its folders, counting type imports too", () => {
    expect(cyclesBetween(imports, partOf)).toEqual([]);
  });

  it("marks every module that queries the database server-only", () => {
    const queriesDatabase = [
      ...new Set(imports.filter(({ to }) => to === "lib/db/client.ts").map(({ from }) => from)),
    ];
    const unmarked = queriesDatabase.filter((file) => !importsForEffect(file, "server-only"));
    expect(queriesDatabase.length).toBeGreaterThan(10);
    expect(unmarked).toEqual([]);
  });
});

describe("the commands run by Node outside Next.js", () => {
  // `server-only` throws wherever a bundler has not resolved it for the server; the worker runs
  // with `--conditions=react-server` (package.json, the launcher), under which it is empty; the
  // image's start is bundled under that condition (scripts/image/files.ts).
  const SERVER_CONDITIONS = ["scripts/worker.ts", "scripts/serve.ts"];

  it("load no server-only module", () => {
    const commands = fs
      .readdirSync("scripts")
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => `scripts/${file}`)
      .filter((command) => !SERVER_CONDITIONS.includes(command));
    const loaded = loadedBy(
      [...commands, "next.config.ts"],
      importsUnder("scripts", "lib", "test", "next.config.ts"),
    );
    expect(loaded.size).toBeGreaterThan(50);
    expect([...loaded].filter((file) => importsForEffect(file, "server-only"))).toEqual([]);
  });

  it("run the worker only under the server condition", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.worker).toContain("--conditions=react-server");
    expect(fs.readFileSync("lib/platform/launcher/next-server.ts", "utf8")).toContain(
      '"--conditions=react-server"',
    );
  });
});

describe("client components", () => {
  // The build refuses them too, but only minutes later.
  it("load no server-only module", () => {
    const edges = importsUnder("app", "components", "lib", "config");
    const clientEntries = [...new Set(edges.map(({ from }) => from))].filter((file) =>
      /^["']use client["']/.test(fs.readFileSync(file, "utf8").trimStart()),
    );
    const loaded = loadedBy(clientEntries, edges);
    expect(clientEntries.length).toBeGreaterThan(20);
    expect([...loaded].filter((file) => importsForEffect(file, "server-only"))).toEqual([]);
  });
});
