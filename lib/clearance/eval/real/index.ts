/**
 * The real evaluation set: screenplays of the shared corpus, each labelled in
 * `<slug>.labels.ts`. A labeller writes `<slug>.labels.ts.partial` and renames it when done, so
 * only finished files are read. The screenplays stay in ../shared/corpus and are read from there.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { parseScreenplay, type Screenplay } from "@/lib/screenplay";

import type { RealScriptLabels } from "./labels";

/** Relative to the project root, where scripts and Jest run. */
export const REAL_DIR = path.join("lib", "clearance", "eval", "real");
export const CORPUS_DIR = path.join("..", "shared", "corpus", "screenplays");

const FINISHED = ".labels.ts";

/** The slugs of the finished label files among `fileNames`, in order. */
export function finishedSlugs(fileNames: string[]): string[] {
  return fileNames
    .filter((name) => name.endsWith(FINISHED))
    .map((name) => name.slice(0, -FINISHED.length))
    .sort();
}

/** Every finished answer key of `dir`, by slug. */
export async function readRealLabels(
  dir = REAL_DIR,
): Promise<{ slug: string; labels: RealScriptLabels }[]> {
  const slugs = finishedSlugs(await readdir(dir));
  return Promise.all(
    slugs.map(async (slug) => {
      const file = path.resolve(dir, `${slug}${FINISHED}`);
      const answerKey = (await import(file)) as { default: RealScriptLabels };
      return { slug, labels: answerKey.default };
    }),
  );
}

/** The labelled screenplay read the way an upload is: its bytes through `parseScreenplay`. */
export async function readRealScreenplay(
  labels: RealScriptLabels,
  corpus = CORPUS_DIR,
): Promise<Screenplay> {
  const bytes = await readFile(path.join(corpus, labels.file));
  return parseScreenplay(new Uint8Array(bytes), { fileName: labels.file });
}
