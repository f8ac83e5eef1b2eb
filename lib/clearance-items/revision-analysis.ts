/**
 * The first pass over a revised draft (issue 19): the analysis is applied as for any upload
 * (apply-analysis.ts keeps the researchers' work), then each item's fate is read from where it
 * was in the previous draft and where it is now: unchanged text keeps its verdict (carried
 * forward), new or changed text goes back to research, and an item found nowhere is superseded.
 */
import "server-only";

import { eq, inArray } from "drizzle-orm";

import type { Analysis, Occurrence } from "@/lib/clearance/model";
import type { Transaction } from "@/lib/db/client";
import { clearanceItems, revisions, scriptFiles } from "@/lib/db/schema";
import { diffScreenplays, itemFate, type ItemFate } from "@/lib/screenplay/diff";
import type { Screenplay } from "@/lib/screenplay/model";
import { changesOf } from "@/lib/screenplay/revision-changes";

import { applyAnalysis } from "./apply-analysis";

type Target = { submissionId: string; scriptFileId: string; screenplay: Screenplay };

/** The places and state of each item, by item id. */
async function placesOf(tx: Transaction, submissionId: string) {
  const rows = await tx
    .select({
      id: clearanceItems.id,
      occurrences: clearanceItems.occurrences,
      state: clearanceItems.state,
    })
    .from(clearanceItems)
    .where(eq(clearanceItems.submissionId, submissionId));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Applies `analysis` of the target script inside the caller's transaction; when that script is
 * a revision, also marks the items' fates and records what changed on the revision.
 */
export async function applyDraftAnalysis(
  tx: Transaction,
  target: Target,
  analysis: Analysis,
): Promise<void> {
  const [revision] = await tx
    .select({ id: revisions.id, previous: scriptFiles.screenplay })
    .from(revisions)
    .innerJoin(scriptFiles, eq(scriptFiles.id, revisions.previousScriptFileId))
    .where(eq(revisions.scriptFileId, target.scriptFileId));
  if (!revision?.previous) {
    await applyAnalysis(tx, target, analysis);
    return;
  }
  const diff = diffScreenplays(revision.previous, target.screenplay);
  const before = await placesOf(tx, target.submissionId);
  await applyAnalysis(tx, target, analysis);
  const after = await placesOf(tx, target.submissionId);

  const byFate: Record<ItemFate, string[]> = {
    carried_forward: [],
    needs_research: [],
    superseded: [],
  };
  for (const [id, { occurrences: places }] of after) {
    const earlier = before.get(id);
    const was: Occurrence[] = earlier?.occurrences ?? [];
    // An item no draft holds (checked at the customer's request) keeps its verdict, and one
    // an earlier revision superseded stays so.
    const fate =
      earlier && was.length === 0 && places.length === 0
        ? earlier.state === "superseded"
          ? "superseded"
          : "carried_forward"
        : itemFate(diff, { before: was, after: places });
    byFate[fate].push(id);
  }
  await mark(tx, byFate.carried_forward, { carriedForward: true });
  await mark(tx, byFate.needs_research, { carriedForward: false, state: "detected" });
  await mark(tx, byFate.superseded, { carriedForward: false, state: "superseded" });
  await tx
    .update(revisions)
    .set({
      changes: changesOf(diff, {
        carriedForward: byFate.carried_forward.length,
        research: byFate.needs_research.length,
        superseded: byFate.superseded.length,
      }),
    })
    .where(eq(revisions.id, revision.id));
}

async function mark(
  tx: Transaction,
  ids: string[],
  values: Partial<Pick<typeof clearanceItems.$inferInsert, "carriedForward" | "state">>,
) {
  if (ids.length === 0) return;
  await tx
    .update(clearanceItems)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(clearanceItems.id, ids));
}
