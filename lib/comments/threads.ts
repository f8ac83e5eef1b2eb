/**
 * Comment threads on a submission and its items (product.md §2). Every function takes
 * the acting user and the side they act from, and checks access itself: researchers (admins)
 * read and write every thread; a customer reads the customer-visible comments of their own
 * submissions and writes only those. Another customer's submission reads as missing (404).
 */
import "server-only";

import { and, asc, eq, inArray } from "drizzle-orm";
import type { PoolClient } from "pg";

import { COMMENT_LIMITS } from "@/config/comments";
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { answerAttention, raiseAttention } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { db, transactionWithClient, type Transaction } from "@/lib/db/client";
import { auditEvents, clearanceItems, comments, userProfiles } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { limitAttempts } from "@/lib/rate-limit";
import { itemHoldingId } from "@/lib/research/store";
import { personLabel } from "@/lib/users/report-name-input";

import { commentAccess, type CommentAccess } from "./access";
import {
  attachmentsOf,
  readCommentPost,
  recordAttachments,
  removeStoredAttachments,
  storeAttachments,
  type CheckedAttachment,
} from "./attachments";
import { commentEmailJob } from "./emails";
import { commentPlainText } from "./markdown";
import type {
  CommentAttachmentView,
  CommentInput,
  CommentItemView,
  CommentQuery,
  CommentSide,
  CommentThreadsView,
  CommentView,
} from "./rules";

const itemMissing = () =>
  new Problem(404, "This item does not exist in this submission.", {}, "item");

const categoryLabel = (category: string) =>
  CLEARANCE_CATEGORIES.find(({ value }) => value === category)?.label ?? category;

async function itemsOf(submissionId: string, ids: string[]): Promise<CommentItemView[]> {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({
      id: clearanceItems.id,
      category: clearanceItems.category,
      name: clearanceItems.canonical,
    })
    .from(clearanceItems)
    .where(and(eq(clearanceItems.submissionId, submissionId), inArray(clearanceItems.id, ids)))
    .orderBy(asc(clearanceItems.position));
  return rows.map((row) => ({ ...row, category_label: categoryLabel(row.category) }));
}

/** The item `itemId` of the submission (or the one it was merged into), or a 404. */
async function itemOf(submissionId: string, itemId: string): Promise<CommentItemView> {
  const heldId = await itemHoldingId(db(), submissionId, itemId);
  const [item] = heldId ? await itemsOf(submissionId, [heldId]) : [];
  if (!item) throw itemMissing();
  return item;
}

/** GET …/comments[?item=]: the threads `user` may read, oldest comment first. */
export async function listComments(
  user: SignedInUser,
  submissionId: string,
  side: CommentSide,
  query: CommentQuery = {},
): Promise<CommentThreadsView> {
  const access = await commentAccess(user, submissionId, side);
  const item = query.item ? await itemOf(submissionId, query.item) : null;
  const rows = await db()
    .select({
      comment: comments,
      authorEmail: userProfiles.email,
      displayName: userProfiles.displayName,
      jobTitle: userProfiles.jobTitle,
    })
    .from(comments)
    .leftJoin(userProfiles, eq(userProfiles.userId, comments.authorId))
    .where(
      and(
        eq(comments.submissionId, submissionId),
        inArray(comments.visibility, access.visible),
        item ? eq(comments.itemId, item.id) : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const itemIds = [...new Set(rows.flatMap(({ comment }) => comment.itemId ?? []))];
  const [items, attachments] = await Promise.all([
    itemsOf(submissionId, item ? [] : itemIds),
    attachmentsOf(rows.map(({ comment }) => comment.id)),
  ]);
  return {
    submission: { correlation_id: access.submission.id, title: access.submission.title },
    item,
    items: item ? [item] : items,
    comments: rows.map(({ comment, authorEmail, ...name }) =>
      commentView(
        user,
        access,
        comment,
        { email: authorEmail, name: personLabel(name) },
        attachments.get(comment.id) ?? [],
      ),
    ),
  };
}

function commentView(
  user: SignedInUser,
  access: CommentAccess,
  comment: typeof comments.$inferSelect,
  author: Author,
  attachments: CommentAttachmentView[],
): CommentView {
  const mine = comment.authorId === user.id;
  return {
    id: comment.id,
    item_id: comment.itemId,
    author: authorName(access, comment, author, mine),
    author_role: comment.authorRole,
    visibility: comment.visibility,
    body: comment.body,
    created_at: comment.createdAt.toISOString(),
    mine,
    attachments,
  };
}

/** Who wrote a comment: their address, and the name and role they gave, if any. */
type Author = { email: string | null; name: string | null };

/**
 * Researchers see who wrote what; a customer sees "You", and a researcher by the name they gave
 * ("Researcher" without one), never a colleague's address.
 */
function authorName(
  access: CommentAccess,
  comment: typeof comments.$inferSelect,
  author: Author,
  mine: boolean,
): string {
  if (mine) return "You";
  if (comment.authorRole === "customer") {
    if (access.role === "customer") return "Customer";
    return author.email ? `Customer (${author.email})` : "Customer";
  }
  return (
    author.name ?? (access.role === "customer" ? "Researcher" : (author.email ?? "Researcher"))
  );
}

/** Every author's comments per hour, across threads (config/comments.ts). */
export const limitComments = (user: SignedInUser) =>
  limitAttempts(
    `comment:${user.id}`,
    { limit: COMMENT_LIMITS.perAuthorPerHour, windowMs: 60 * 60 * 1000 },
    "You have written many comments in the last hour.",
  );

export type NewComment = Pick<
  typeof comments.$inferInsert,
  "submissionId" | "itemId" | "authorId" | "authorRole" | "visibility" | "body"
>;

/**
 * Stores a comment with its audit line in the caller's transaction; a researcher's
 * customer-visible comment queues its one e-mail there too, so it goes out once and only if the
 * comment is stored, and answers what waited for a researcher. A customer's comment waits for
 * one, and tells them (lib/attention/inbox.ts).
 */
export async function writeComment(
  tx: Transaction,
  client: PoolClient,
  comment: NewComment,
): Promise<typeof comments.$inferSelect> {
  const [row] = await tx.insert(comments).values(comment).returning();
  await tx.insert(auditEvents).values({
    submissionId: comment.submissionId,
    actor: comment.authorId,
    action: comment.visibility === "internal" ? "internal-comment-added" : "comment-added",
    detail: { comment: row!.id, ...(comment.itemId && { item: comment.itemId }) },
  });
  if (comment.authorRole === "customer") {
    await raiseAttention(tx, client, comment.submissionId, {
      kind: "message",
      text: commentPlainText(comment.body),
    });
  } else if (comment.visibility === "customer") {
    await enqueue(commentEmailJob, { commentId: row!.id }, inTransaction(client));
    // A researcher's answer the customer sees answers what they asked (product.md §14).
    await answerAttention(tx, comment.submissionId, ["message", "alternatives"]);
  }
  return row!;
}

/**
 * POST …/comments: adds a comment with the files sent with it (see `writeComment`). A customer
 * may write customer-visible comments on their own submission only. A comment on an item merged
 * away goes to the item it was merged into. The files are stored before the comment is written
 * and removed if it is not: no comment without its files, no file without its comment.
 */
export async function addComment(
  user: SignedInUser,
  submissionId: string,
  side: CommentSide,
  input: CommentInput,
  files: CheckedAttachment[] = [],
): Promise<CommentView> {
  const access = await commentAccess(user, submissionId, side);
  const visibility = input.visibility ?? (access.role === "researcher" ? "internal" : "customer");
  if (!access.visible.includes(visibility)) {
    throw new Problem(403, "Only researchers can write internal comments.", {}, "visibility");
  }
  await limitComments(user);
  const stored = await storeAttachments(submissionId, files);
  try {
    const { comment, attachments } = await transactionWithClient(async (tx, client) => {
      const itemId = input.item_id ? await itemHoldingId(tx, submissionId, input.item_id) : null;
      if (input.item_id && !itemId) throw itemMissing();
      const comment = await writeComment(tx, client, {
        submissionId,
        itemId,
        authorId: user.id,
        authorRole: access.role,
        visibility,
        body: input.body,
      });
      return { comment, attachments: await recordAttachments(tx, comment.id, stored) };
    });
    return commentView(user, access, comment, { email: null, name: null }, attachments);
  } catch (error) {
    await removeStoredAttachments(stored).catch(() => {});
    throw error;
  }
}

/** POST …/comments as the request came: JSON, or a form with files (lib/comments/attachments.ts). */
export async function postComment(
  user: SignedInUser,
  submissionId: string,
  side: CommentSide,
  request: Request,
): Promise<CommentView> {
  // Access first: the files of someone who may not write here are refused before they are read.
  await commentAccess(user, submissionId, side);
  const { input, files } = await readCommentPost(request);
  return addComment(user, submissionId, side, input, files);
}
