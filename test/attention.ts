import { eq } from "drizzle-orm";

import type { AttentionKind } from "@/config/attention";
import { waitingKinds } from "@/lib/attention/rules";
import { db } from "@/lib/db/client";
import { submissionAttention } from "@/lib/db/schema";

/** What waits for a researcher on the submission (product.md §14), the longest-waiting first. */
export async function waitingOn(submissionId: string): Promise<AttentionKind[]> {
  const [row] = await db()
    .select({ waiting: submissionAttention.waiting })
    .from(submissionAttention)
    .where(eq(submissionAttention.submissionId, submissionId));
  return waitingKinds(row?.waiting ?? {});
}
