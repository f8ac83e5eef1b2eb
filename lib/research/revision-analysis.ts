/**
 * The first pass over a revised draft (docs/product.md §13, "Revisions"): the analysis is applied
 * as for any upload (apply-analysis.ts keeps the researchers' work), then each item's fate is read
 * from where it was in the previous draft and where it is now: unchanged text keeps its verdict
 * (carried forward), new or changed text goes back to research (a verdict set aside as "before",
 * reopen.ts), and an item found nowhere is superseded.
 */
import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import type { ItemState } from "@/config/item-states";
import type { Transaction } from "@/lib/db/client";
import { clearanceItemEvents, clearanceItems, revisions, scriptFiles } from "@/lib/db/schema";
import type { Analysis, Occurrence, VerdictCode } from "@/lib/first-pass/model";
import { diffScreenplays, itemFate, type ItemFate } from "@/lib/screenplay/diff";
import type { Screenplay } from "@/lib/screenplay/model";
import { changesOf } from "@/lib/screenplay/revision-changes";

import { applyAnalysis } from "./apply-analysis";
import { sentBackOf } from "./reopen";
import type { SentBack } from "./sent-back";

type Target = { submissionId: string; scriptFileId: string; screenplay: Screenplay };

/** The places, state and verdict of each item, by item id. */
async function placesOf(tx: Transaction, submissionId: string) {
  const rows = await tx
    .select({
      id: clearanceItems.id,
      occurrences: clearanceItems.occurrences,
      state: clearanceItems.state,
      code: clearanceItems.code,
      finding: clearanceItems.finding,
      sentBack: clearanceItems.sentBack,
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
  await sendBack(
    tx,
    target.submissionId,
    byFate.needs_research.map((id) => {
      const item = after.get(id)!;
      const earlier = before.get(id);
      const sentBack = earlier
        ? sentBackOf(earlier, item.occurrences, diff, revision.previous!, new Date())
        : null;
      return { ...item, sentBack };
    }),
  );
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

/**
 * The items back to research as "Detected". One with a verdict has it set aside as "before"
 * (its code and finding cleared, so nothing reads as decided until a researcher decides again),
 * audited as sent back; its version moves on, so an editor open on the old verdict cannot save
 * over it unawares.
 */
async function sendBack(
  tx: Transaction,
  submissionId: string,
  items: {
    id: string;
    state: ItemState;
    code: VerdictCode | null;
    finding: string;
    sentBack: SentBack | null;
  }[],
) {
  await mark(
    tx,
    items.filter((item) => !item.sentBack).map((item) => item.id),
    { carriedForward: false, state: "detected" },
  );
  for (const { id, state, code, finding, sentBack } of items) {
    if (!sentBack) continue;
    await tx
      .update(clearanceItems)
      .set({
        carriedForward: false,
        state: "detected",
        code: null,
        finding: "",
        sentBack,
        version: sql`${clearanceItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(clearanceItems.id, id));
    await tx.insert(clearanceItemEvents).values({
      itemId: id,
      submissionId,
      actor: "system",
      action: "sent-back",
      before: { state, code, finding },
      after: { state: "detected", code: null, finding: "" },
    });
  }
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
