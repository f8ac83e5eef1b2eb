/** The e-mail a customer gets for a researcher's customer-visible comment (product.md §10). */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { emailConcerned } from "@/lib/companies/recipients";
import { db } from "@/lib/db/client";
import { clearanceItems, comments, submissions } from "@/lib/db/schema";
import { commentEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";

import { attachmentsOf } from "./attachments";
import { commentPlainText } from "./markdown";
import { customerThreadPath } from "./rules";

const commentEmailPayload = z.object({ commentId: z.uuid() });

export async function sendCommentEmail({
  commentId,
}: z.infer<typeof commentEmailPayload>): Promise<void> {
  const [row] = await db()
    .select({ comment: comments, title: submissions.title, item: clearanceItems.canonical })
    .from(comments)
    .innerJoin(submissions, eq(submissions.id, comments.submissionId))
    .leftJoin(clearanceItems, eq(clearanceItems.id, comments.itemId))
    .where(eq(comments.id, commentId));
  // A comment gone (its submission or item deleted) or one made internal: nothing to send.
  if (!row || row.comment.visibility !== "customer") return;
  const files = (await attachmentsOf([commentId])).get(commentId) ?? [];
  const message = commentEmail({
    title: row.title || "Untitled quote",
    about: row.item,
    text: commentPlainText(row.comment.body),
    files: files.map(({ name }) => name),
    link: `${appUrlFromEnv()}${customerThreadPath(row.comment.submissionId, row.comment.itemId)}`,
  });
  // Its owner, or the company's members who converse (docs/product.md "Companies and roles");
  // a deleted account is left out.
  await emailConcerned(row.comment.submissionId, "question", message);
}

export const commentEmailJob = defineJob({
  name: "comment-email",
  payload: commentEmailPayload,
  policy: SERVICE_CALL,
  handle: sendCommentEmail,
});
