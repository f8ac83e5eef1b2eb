import "server-only";

import { sql } from "drizzle-orm";

import { TITLE_CLEARANCE_LIMITS, type SimilarityKind } from "@/config/title-clearance";
import type { Transaction } from "@/lib/db/client";

import { titleCatalogue, type CatalogueTitle } from "./catalogue";
import { prepareTitle, resemblanceOf, strength } from "./similarity";

export type FoundTitle = CatalogueTitle & {
  candidate: string;
  similarity: SimilarityKind;
  editDistance: number | null;
  trigram: number;
};

type Executor = Pick<Transaction, "execute">;

/**
 * pg_trgm's similarity of each candidate to each title, kept when it reaches `threshold` or the
 * title is in `always` (found by another measure, so its score is shown too).
 */
export async function trigramScores(
  database: Executor,
  candidates: string[],
  titles: string[],
  threshold: number,
  always: number[] = [],
): Promise<{ candidate: number; title: number; score: number }[]> {
  // Lists travel as one JSON parameter each (the driver would spread an array into many).
  const { rows } = await database.execute<{ candidate: number; title: number; score: number }>(sql`
    select c.i::int - 1 as candidate, t.j::int - 1 as title, similarity(c.v, t.v)::float8 as score
    from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) with ordinality as c(v, i)
    cross join jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb) with ordinality as t(v, j)
    where similarity(c.v, t.v) >= ${threshold}
      or (t.j::int - 1) in (select jsonb_array_elements_text(${JSON.stringify(always)}::jsonb)::int)`);
  return rows;
}

/**
 * The offline titles that resemble any candidate: by the plain measures (similarity.ts) or by
 * trigram score alone. Each title keeps the candidate it resembles most; the strongest first.
 */
export async function findSimilarTitles(
  database: Executor,
  candidates: string[],
): Promise<FoundTitle[]> {
  if (candidates.length === 0) return [];
  const catalogue = titleCatalogue();
  const best = new Map<
    number,
    { candidate: number; similarity: SimilarityKind; distance: number | null }
  >();
  candidates.forEach((candidate, c) => {
    const prepared = prepareTitle(candidate);
    catalogue.forEach((entry, t) => {
      const found = resemblanceOf(prepared, entry.prepared);
      const known = best.get(t);
      if (found && (!known || strength(found.kind) < strength(known.similarity))) {
        best.set(t, { candidate: c, similarity: found.kind, distance: found.editDistance });
      }
    });
  });
  const scores = await trigramScores(
    database,
    candidates,
    catalogue.map((entry) => entry.title),
    TITLE_CLEARANCE_LIMITS.trigramThreshold,
    [...best.keys()],
  );
  const trigram = new Map<string, number>();
  const byLettersOnly = new Map<number, { candidate: number; score: number }>();
  for (const row of scores) {
    trigram.set(`${row.candidate}:${row.title}`, row.score);
    const known = byLettersOnly.get(row.title);
    if (!best.has(row.title) && (!known || row.score > known.score)) {
      byLettersOnly.set(row.title, row);
    }
  }
  for (const [t, { candidate }] of byLettersOnly) {
    best.set(t, { candidate, similarity: "trigram", distance: null });
  }
  return [...best.entries()]
    .map(([t, { candidate, similarity, distance }]) => {
      const { prepared: _prepared, ...entry } = catalogue[t]!;
      return {
        ...entry,
        candidate: candidates[candidate]!,
        similarity,
        editDistance: distance,
        trigram: trigram.get(`${candidate}:${t}`) ?? 0,
      };
    })
    .sort((a, b) => strength(a.similarity) - strength(b.similarity) || b.trigram - a.trigram)
    .slice(0, TITLE_CLEARANCE_LIMITS.foundTitles);
}

/**
 * How a title a researcher adds resembles the candidates: the strongest plain measure, else the
 * trigram score if it reaches the threshold, else "manual"; with its closest candidate.
 */
export async function measureTitle(
  database: Executor,
  candidates: string[],
  title: string,
): Promise<Pick<FoundTitle, "candidate" | "similarity" | "editDistance" | "trigram">> {
  const scores = await trigramScores(database, candidates, [title], 0);
  const other = prepareTitle(title);
  const measured = candidates.map((candidate, c) => ({
    candidate,
    found: resemblanceOf(prepareTitle(candidate), other),
    trigram: scores.find((row) => row.candidate === c)?.score ?? 0,
  }));
  const rank = (entry: (typeof measured)[number]) =>
    entry.found ? strength(entry.found.kind) : strength("trigram");
  const [top] = measured.sort((a, b) => rank(a) - rank(b) || b.trigram - a.trigram);
  if (!top) return { candidate: "", similarity: "manual", editDistance: null, trigram: 0 };
  const similarity =
    top.found?.kind ??
    (top.trigram >= TITLE_CLEARANCE_LIMITS.trigramThreshold ? "trigram" : "manual");
  return {
    candidate: top.candidate,
    similarity,
    editDistance: top.found?.editDistance ?? null,
    trigram: top.trigram,
  };
}
