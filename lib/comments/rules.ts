/** What a comment may be, shared by the composer and the API (product.md §2). */
import { z } from "zod";

import { COMMENT_ATTACHMENT_TYPES, COMMENT_LIMITS } from "@/config/comments";

export const COMMENT_MAX_LENGTH = COMMENT_LIMITS.maxLength;

export type AttachmentContentType = keyof typeof COMMENT_ATTACHMENT_TYPES;
const ATTACHMENT_MB = COMMENT_LIMITS.attachmentBytes / 1024 / 1024;
const ATTACHMENT_LABELS = Object.values(COMMENT_ATTACHMENT_TYPES).map(({ label }) => label);
/** "PDF, PNG, JPEG or WebP". */
export const ATTACHMENT_KINDS = `${ATTACHMENT_LABELS.slice(0, -1).join(", ")} or ${ATTACHMENT_LABELS.at(-1)}`;

/** The sentences for files a comment cannot carry, the same in the browser and the API. */
export const ATTACHMENT_REFUSALS = {
  tooLarge: (name: string) =>
    `“${name}” is larger than ${ATTACHMENT_MB} MB. Attach files of at most ${ATTACHMENT_MB} MB each.`,
  tooMany: `Attach at most ${COMMENT_LIMITS.attachmentsPerComment} files to one comment.`,
  tooMuch: `A comment's files can come to at most ${COMMENT_LIMITS.attachmentsPerComment * ATTACHMENT_MB} MB (${COMMENT_LIMITS.attachmentsPerComment} files of ${ATTACHMENT_MB} MB).`,
  wrongType: (name: string) =>
    `“${name}” is not a ${ATTACHMENT_KINDS} file. Attach a PDF or an image; the file's content decides, not its name.`,
  empty: (name: string) => `“${name}” is empty. Attach the file again.`,
};

export const COMMENT_VISIBILITIES = ["internal", "customer"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export type CommentAuthorRole = "researcher" | "customer";
/** Where a request comes from: the admin API (researchers) or the customer's own API. */
export type CommentSide = "admin" | "customer";

/** POST /api/(admin/)submissions/{id}/comments. */
export const commentInput = z.object({
  body: z
    .string({ error: "Write a comment first." })
    .trim()
    .min(1, "Write a comment first.")
    .max(
      COMMENT_MAX_LENGTH,
      `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters long.`,
    ),
  /** Absent: internal for a researcher, visible to the customer for the customer. */
  visibility: z
    .enum(COMMENT_VISIBILITIES, { error: "visibility must be internal or customer" })
    .optional(),
  /** The item the comment is about; absent or null for the submission as a whole. */
  item_id: z.uuid({ error: "item_id must be an item's id" }).nullish(),
});
export type CommentInput = z.infer<typeof commentInput>;

/** `?item=` of a thread list: one item's thread only. */
export const commentQuery = z.object({
  item: z.uuid({ error: "item must be an item's id" }).optional(),
});
export type CommentQuery = z.infer<typeof commentQuery>;

/** The thread list's query string; an empty `item` means every thread, a bad one is a 400. */
export const commentsQuery = (params: URLSearchParams): CommentQuery =>
  commentQuery.parse({ item: params.get("item") || undefined });

/** A file sent with a comment; opened through the `attachment` route of its side's comments. */
export type CommentAttachmentView = {
  id: string;
  name: string;
  content_type: AttachmentContentType;
  size_bytes: number;
};

/**
 * The anchor of a thread on the customer's `/submission/{id}`: `conversation` for the whole
 * submission, `conversation-{itemId}` for an item's; the comment e-mail's link lands on it.
 */
export const conversationAnchor = (itemId: string | null) =>
  itemId ? `conversation-${itemId}` : "conversation";

/** Where the customer reads and answers a thread. */
export const customerThreadPath = (submissionId: string, itemId: string | null) =>
  `/submission/${submissionId}#${conversationAnchor(itemId)}`;

export type CommentView = {
  id: string;
  /** Null for the submission-wide thread. */
  item_id: string | null;
  /** Who wrote it, as the reader may know them: an e-mail for researchers, "You", "Researcher". */
  author: string;
  author_role: CommentAuthorRole;
  visibility: CommentVisibility;
  /** Markdown-lite (lib/comments/markdown.ts). */
  body: string;
  created_at: string;
  mine: boolean;
  /** Files sent with it, in the order they were sent. */
  attachments: CommentAttachmentView[];
};

/** An item that has a thread (or the one asked for): enough to name it. */
export type CommentItemView = {
  id: string;
  category: string;
  category_label: string;
  name: string;
};

/** GET /api/(admin/)submissions/{id}/comments[?item=]: oldest comment first. */
export type CommentThreadsView = {
  submission: { correlation_id: string; title: string };
  /** The item asked for with `?item=`, if any. */
  item: CommentItemView | null;
  items: CommentItemView[];
  comments: CommentView[];
};
