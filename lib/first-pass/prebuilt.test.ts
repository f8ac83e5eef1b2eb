import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { PhraseIndex } from "./extract/phrase-index";
import { SOURCE_DIRS, SOURCES } from "./prebuilt";

/**
 * The project's own modules `file` imports for their values (types build nothing), by path from
 * the root ("@/…" and relative ones).
 */
function localImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const imported = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"((?:@\/|\.{1,2}\/)[^"]+)"/gm),
  ].map((m) => m[1]!);
  return imported.map((spec) => {
    const bare = spec.startsWith("@/") ? spec.slice(2) : path.join(path.dirname(file), spec);
    return existsSync(`${bare}.ts`) ? `${bare}.ts` : path.join(bare, "index.ts");
  });
}

/** Every module the build of the indexes reads, from its two entry modules on. */
function buildModules(): string[] {
  const seen = new Set<string>();
  const queue = ["lib/first-pass/gazetteer.ts", "lib/first-pass/data/places.ts"];
  while (queue.length > 0) {
    const file = path.normalize(queue.pop()!);
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...localImports(file));
  }
  return [...seen].sort();
}

describe("the indexes' fingerprint", () => {
  it("covers every module the build imports, so that a change to any of them rebuilds them", () => {
    const covered = (file: string) =>
      SOURCES.includes(file) || SOURCE_DIRS.some((dir) => file.startsWith(`${dir}/`));
    const modules = buildModules();
    expect(modules).toContain("lib/first-pass/extract/phrase-index.ts");
    expect(modules.filter((file) => !covered(file))).toEqual([]);
  });
});

/**
 * What the first pass asks of its indexes, as JSON: the known names in a few invented lines, a
 * few places, and the gazetteer as it would be written again.
 */
const PROBE = `
const { findKnownEntities, serialisedGazetteer } = await import("@/lib/first-pass/gazetteer");
const { placeInfo, serialisedCities } = await import("@/lib/first-pass/data/places");
const { action } = await import("@/test/clearance-script");
const { prebuiltPart } = await import("@/lib/first-pass/prebuilt");
const lines = [
  "Wendell drinks a Coca-Cola at the Walmart on Route 9, then reads the Times.",
  "The bill comes before Parliament; he lights a Parliament from the pack.",
  "As Churchill said, they flew Delta to Zurich and watched The Godfather.",
  "She studied at Harvard and works for the FBI near Tower Bridge.",
];
const found = lines.map((text) =>
  findKnownEntities(text, { ...action, text }, { characterWords: new Set(["wendell"]) }),
);
const places = ["Zurich", "Kiev", "Paris", "Springfield", "Wollongong"].map((name) => placeInfo(name));
const answers = { found, places, gazetteer: serialisedGazetteer(), cities: serialisedCities() };
console.log(JSON.stringify({ answers, fromFile: prebuiltPart("gazetteer") !== undefined }));
`;

/** The probe's answers in a fresh process, reading `indexes` when given. */
function probe(indexes?: string): { answers: unknown; fromFile: boolean } {
  const env = { ...process.env };
  delete env.CLEARANCE_INDEXES;
  if (indexes) env.CLEARANCE_INDEXES = indexes;
  else env.CLEARANCE_INDEXES = path.join(os.tmpdir(), "no-such-clearance-indexes.json");
  const output = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", PROBE],
    { cwd: process.cwd(), env, maxBuffer: 2 ** 28, encoding: "utf8" },
  );
  return JSON.parse(output) as { answers: unknown; fromFile: boolean };
}

describe("prebuilt indexes", () => {
  it("read back from the file the build writes, answer as the indexes built in-process", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "clearance-indexes-"));
    try {
      const built = probe();
      expect(built.fromFile).toBe(false);
      const file = path.join(dir, "indexes.json");
      const writer = `
const { prebuiltFile } = await import("@/lib/first-pass/prebuilt");
const { serialisedGazetteer } = await import("@/lib/first-pass/gazetteer");
const { serialisedCities } = await import("@/lib/first-pass/data/places");
const { writeFileSync } = await import("node:fs");
writeFileSync(${JSON.stringify(file)}, prebuiltFile({ gazetteer: serialisedGazetteer(), cities: serialisedCities() }));
`;
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", writer], {
        cwd: process.cwd(),
        env: { ...process.env, CLEARANCE_INDEXES: path.join(dir, "absent.json") },
      });
      expect(probe(file)).toEqual({ answers: built.answers, fromFile: true });
      // A file built from other sources is left alone, and the indexes are built again.
      writeFileSync(file, JSON.stringify({ fingerprint: "other sources", parts: {} }));
      expect(probe(file)).toEqual(built);
      // So is a file cut short.
      writeFileSync(file, '{"fingerprint":');
      expect(probe(file)).toEqual(built);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("keeps a phrase index's phrases and bit table through JSON", () => {
    const index = new PhraseIndex([
      ["coca-cola", 1],
      ["the godfather", 2],
      ["tower bridge", 3],
    ]);
    const copy = PhraseIndex.fromJSON(
      JSON.parse(JSON.stringify(index.toJSON((data) => data * 10))) as ReturnType<
        typeof index.toJSON<number>
      >,
      (data: number) => data / 10,
    );
    const text = "they saw the godfather near tower bridge with a coca-cola";
    expect(copy.search(text, (line) => line)).toEqual(index.search(text, (line) => line));
    expect(copy.search(text, (line) => line)).toHaveLength(3);
  });
});
