import "server-only";

import { eq } from "drizzle-orm";

import type { TitleVerdict } from "@/config/title-clearance";
import { db } from "@/lib/db/client";
import { type submissions, titleSearches } from "@/lib/db/schema";

/**
 * The verdict of a submission's title search ("pending" before anyone opened it), or null when
 * no title clearance was ordered: the admin page warns before a report would go out without it.
 */
export async function titleVerdictOf(
  submission: Pick<typeof submissions.$inferSelect, "id" | "titleClearance">,
): Promise<TitleVerdict | null> {
  if (!submission.titleClearance) return null;
  const [search] = await db()
    .select({ verdict: titleSearches.verdict })
    .from(titleSearches)
    .where(eq(titleSearches.submissionId, submission.id));
  return search?.verdict ?? "pending";
}
