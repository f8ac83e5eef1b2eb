/**
 * The labelled evaluation screenplays (docs/first-pass.md §2): the real set, screenplays of the
 * shared corpus labelled in `eval/real/<slug>.json` and read from ../shared/corpus at run time
 * (never copied here), and our own fixtures, `eval/fixtures/<slug>.fountain` beside
 * `<slug>.json`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { parseScreenplay, type Screenplay } from "@/lib/screenplay";

import { parseScriptLabels, type ScriptLabels } from "./labels";

/** Relative to the project root, where scripts and Jest run. */
export const EVAL_DIR = "eval";
export const REAL_DIR = path.join(EVAL_DIR, "real");
export const FIXTURE_DIR = path.join(EVAL_DIR, "fixtures");
export const CORPUS_DIR = path.join("..", "shared", "corpus", "screenplays");

export type EvalSet = "real" | "fixtures";

export type LabelledScript = {
  slug: string;
  set: EvalSet;
  labels: ScriptLabels;
  /** Where the screenplay itself is read from. */
  screenplayPath: string;
};

/** The slugs of the answer keys among `fileNames` (`<slug>.json`), in order. */
export function answerKeySlugs(fileNames: string[]): string[] {
  return fileNames
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/**
 * Every answer key of one folder, checked against the schema (read at once: a test lists them
 * before it runs).
 */
export function readAnswerKeys(dir: string): { slug: string; labels: ScriptLabels }[] {
  return answerKeySlugs(readdirSync(dir)).map((slug) => {
    const file = path.join(dir, `${slug}.json`);
    return { slug, labels: parseScriptLabels(JSON.parse(readFileSync(file, "utf8")), file) };
  });
}

/** Both sets, real first: the real set is the figure that counts. */
export function labelledScripts(
  dirs: { real?: string; fixtures?: string; corpus?: string } = {},
): LabelledScript[] {
  const real = readAnswerKeys(dirs.real ?? REAL_DIR);
  const fixtures = readAnswerKeys(dirs.fixtures ?? FIXTURE_DIR);
  return [
    ...real.map(({ slug, labels }) => ({
      slug,
      set: "real" as const,
      labels,
      screenplayPath: path.join(dirs.corpus ?? CORPUS_DIR, labels.file),
    })),
    ...fixtures.map(({ slug, labels }) => ({
      slug,
      set: "fixtures" as const,
      labels,
      screenplayPath: path.join(dirs.fixtures ?? FIXTURE_DIR, labels.file),
    })),
  ];
}

/** The labelled screenplay read the way an upload is: its bytes through `parseScreenplay`. */
export async function readScreenplay(script: LabelledScript): Promise<Screenplay> {
  const bytes = await readFile(script.screenplayPath);
  return parseScreenplay(new Uint8Array(bytes), { fileName: script.labels.file });
}
