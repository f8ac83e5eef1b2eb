/** The e-mail a customer gets for a researcher's customer-visible comment (product.md §10). */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { clearanceItems, comments, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { commentEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";

import { attachmentsOf } from "./attachments";
import { commentPlainText } from "./markdown";
import { customerThreadPath } from "./rules";

export const commentEmailJob = z.object({ commentId: z.uuid() });

export async function sendCommentEmail({
  commentId,
}: z.infer<typeof commentEmailJob>): Promise<void> {
  const [row] = await db()
    .select({
      comment: comments,
      title: submissions.title,
      item: clearanceItems.canonical,
      email: userProfiles.email,
    })
    .from(comments)
    .innerJoin(submissions, eq(submissions.id, comments.submissionId))
    .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
    .leftJoin(clearanceItems, eq(clearanceItems.id, comments.itemId))
    .where(eq(comments.id, commentId));
  // A comment gone (its submission or item deleted), one made internal, or a customer who
  // deleted the account meanwhile: nothing to send.
  if (!row || row.comment.visibility !== "customer" || isDeletedAccountEmail(row.email)) return;
  const files = (await attachmentsOf([commentId])).get(commentId) ?? [];
  await sendEmail({
    to: row.email,
    ...commentEmail({
      title: row.title || "Untitled quote",
      about: row.item,
      text: commentPlainText(row.comment.body),
      files: files.map(({ name }) => name),
      link: `${appUrlFromEnv()}${customerThreadPath(row.comment.submissionId, row.comment.itemId)}`,
    }),
  });
}

export const commentEmailWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.commentEmail.name, commentEmailJob, sendCommentEmail);
