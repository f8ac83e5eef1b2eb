/** How far the research of submissions has come, as their customers see it (product.md §14). */
import "server-only";

import { count, inArray, ne, and, sql } from "drizzle-orm";

import { OPEN_ITEM_STATES } from "@/config/item-states";
import { db, type Transaction } from "@/lib/db/client";
import { clearanceItems } from "@/lib/db/schema";

/** Items researched (worked or dismissed) out of all a report could list. */
export type ResearchCount = { researched: number; total: number };

/**
 * Each submission's research count: its items but the superseded ones (out of every later
 * report), and of those the ones no researcher still has to work. Every submission asked about
 * has its count: none of none without items.
 */
export async function researchCountsOf(
  submissionIds: readonly string[],
  executor: Transaction = db(),
): Promise<Map<string, ResearchCount>> {
  if (submissionIds.length === 0) return new Map();
  const open = sql.join(
    OPEN_ITEM_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const rows = await executor
    .select({
      submissionId: clearanceItems.submissionId,
      total: count(),
      researched: sql<number>`count(*) filter (where ${clearanceItems.state} not in (${open}))::int`,
    })
    .from(clearanceItems)
    .where(
      and(
        inArray(clearanceItems.submissionId, [...submissionIds]),
        ne(clearanceItems.state, "superseded"),
      ),
    )
    .groupBy(clearanceItems.submissionId);
  const counts = new Map(submissionIds.map((id) => [id, { researched: 0, total: 0 }]));
  for (const { submissionId, ...counted } of rows) counts.set(submissionId, counted);
  return counts;
}
