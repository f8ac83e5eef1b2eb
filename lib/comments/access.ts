/**
 * Who may reach a submission's comments, and which (product.md §2): researchers (admins) every
 * comment of any submission; a customer the customer-visible comments of their own submissions,
 * or of their company's when their role may converse (docs/product.md "Companies and roles").
 * Another customer's submission reads as missing (404).
 */
import "server-only";

import { eq } from "drizzle-orm";

import { hasAdminRole, type SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { isCorrelationId, ownSubmission, submissionMissing } from "@/lib/submissions/read";

import type { CommentAuthorRole, CommentSide, CommentVisibility } from "./rules";

export type CommentAccess = {
  submission: { id: string; ownerId: string; title: string };
  role: CommentAuthorRole;
  /** What this reader may see. */
  visible: CommentVisibility[];
};

/**
 * The submission as `user` may reach it from `side`, or the refusal (403 not admin or a company
 * role without the right to converse, 404).
 */
export async function commentAccess(
  user: SignedInUser,
  id: string,
  side: CommentSide,
): Promise<CommentAccess> {
  if (side === "customer") {
    const { ownerId, title } = await ownSubmission(user, id, undefined, "converse");
    return { submission: { id, ownerId, title }, role: "customer", visible: ["customer"] };
  }
  // The route checked the role already (requireAdmin); a caller that did not is refused here.
  if (!(await hasAdminRole(user))) throw new Problem(403, "Only researchers can do this.");
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await db()
    .select({ id: submissions.id, ownerId: submissions.ownerId, title: submissions.title })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
  return { submission: row, role: "researcher", visible: ["internal", "customer"] };
}
