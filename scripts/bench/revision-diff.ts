import fs from "node:fs";
import path from "node:path";

import { buildScreenplay, type RawElement } from "@/lib/screenplay/build";
import { diffScreenplays, type RevisionDiff } from "@/lib/screenplay/diff";
import { parseFountain } from "@/lib/screenplay/fountain";
import type { Screenplay } from "@/lib/screenplay/model";

import { corpusFiles, time } from "./ingestion";
import { formatMs } from "./stats";

/** A feature of about 120 pages; a second script stands for a draft rewritten from scratch. */
const FEATURE = "big_fish__john_august.fountain";
const UNRELATED = "his_girl_friday_1940__charles_lederer.fountain";

/** Where the revision changes the feature, as fractions of its scene count. */
const REMOVED = [0.15, 0.63];
const EDITED = [0.1, 0.21, 0.42, 0.68, 0.84];
/** [from, to]: the scene at `from` goes just before the one at `to`. */
const MOVED = [
  [0.26, 0.74],
  [0.53, 0.05],
  [0.9, 0.31],
];
const ADDED_AFTER = [0.47, 1];

/**
 * The diff of two drafts of a 120-page screenplay: the corpus feature against a
 * revision of it made here, with scenes moved, edited, added and removed, and every scene
 * numbered in order so that those after a change are renumbered; then, as the worst case for
 * matching scenes by their words, against an unrelated script. Skipped without the corpus.
 */
export async function benchRevisionDiff(): Promise<string[]> {
  const { corpus, present } = corpusFiles();
  const read = (name: string) => {
    const file = path.join(corpus, name);
    return fs.existsSync(file) ? parseFountain(fs.readFileSync(file, "utf8")) : undefined;
  };
  const feature = present ? read(FEATURE) : undefined;
  if (!feature) return [`revision diff skipped: no ${FEATURE} in ${corpus}`];

  const scenes = scenesOf(feature);
  const n = scenes.length - 1;
  const at = (fraction: number) => Math.min(n, Math.max(1, Math.round(fraction * n)));
  const revised = scenes.map((scene) => [...scene]);
  for (const fraction of EDITED) revised[at(fraction)] = edited(revised[at(fraction)]!);
  const order = scenes.map((_, i) => i).filter((i) => !REMOVED.some((f) => at(f) === i));
  for (const [from, to] of MOVED) {
    order.splice(order.indexOf(at(from!)), 1);
    order.splice(order.indexOf(at(to!)), 0, at(from!));
  }
  const added = ADDED_AFTER.map((fraction, k) => {
    order.splice(order.indexOf(at(fraction)) + 1, 0, revised.length);
    revised.push(newScene(k));
    return revised.length - 1;
  });
  const before = numbered(scenes);
  const after = numbered(order.map((i) => revised[i]!));

  const diff = await time(async () => diffScreenplays(before, after));
  const lines = [
    `revision diff, ${FEATURE} (${before.pageCount} pages, ${before.scenes.length} scenes) ` +
      `against a revision of it: ${MOVED.length} scenes moved, ${EDITED.length} edited, ` +
      `${added.length} added, ${REMOVED.length} removed, all numbered in order ` +
      `(median of ${diff.runs} after 1 warm-up)`,
    `  revision: ${formatMs(diff.median)} (min ${formatMs(diff.min)}); ${found(diff.result)}`,
  ];
  const unrelated = read(UNRELATED);
  if (unrelated) {
    const rewrite = await time(async () => diffScreenplays(before, unrelated));
    lines.push(
      `  unrelated draft (${UNRELATED}, ${unrelated.scenes.length} scenes): ` +
        `${formatMs(rewrite.median)} (min ${formatMs(rewrite.min)}); ${found(rewrite.result)}`,
    );
  }
  return lines;
}

function found(diff: RevisionDiff): string {
  const counts = Object.entries(diff.counts).map(([status, count]) => `${count} ${status}`);
  return (
    `found ${counts.join(", ")}; ` +
    `${diff.pages.changed.length} of ${diff.pages.total} pages changed`
  );
}

/** An element as a parser hands it over, its text plain. */
type Line = RawElement & { segments: string };

/** The script's elements by scene (0: before the first heading). */
function scenesOf(play: Screenplay): Line[][] {
  const scenes: Line[][] = Array.from({ length: play.scenes.length + 1 }, () => []);
  for (const { type, text, dual, sceneIndex } of play.elements) {
    scenes[sceneIndex]!.push({ type, segments: text, ...(dual ? { dual } : {}) });
  }
  return scenes;
}

/** One line rewritten: the scene's first dialogue, or its first action. */
function edited(scene: Line[]): Line[] {
  const at = scene.findIndex((element) => element.type === "dialogue");
  const line = at >= 0 ? at : scene.findIndex((element) => element.type === "action");
  return scene.map((element, i) =>
    i === line ? { ...element, segments: `${element.segments} Or so they say.` } : element,
  );
}

function newScene(k: number): Line[] {
  return [
    { type: "scene_heading", segments: `INT. BENCH ROOM ${k + 1} - NIGHT` },
    {
      type: "action",
      segments: `A stopwatch ticks on a workbench. Lap ${k + 1}: the ledger fills with figures.`,
    },
    { type: "character", segments: "TIMEKEEPER" },
    { type: "dialogue", segments: `Again, from the top. Number ${k + 1}.` },
  ];
}

/** A draft of these scenes, each heading numbered in order from 1. */
function numbered(scenes: Line[][]): Screenplay {
  let number = 0;
  const raw = scenes
    .flat()
    .map((element) =>
      element.type === "scene_heading" ? { ...element, sceneNumber: String(++number) } : element,
    );
  return buildScreenplay("fountain", raw);
}
