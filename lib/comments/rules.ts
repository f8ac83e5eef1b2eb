/** What a comment may be, shared by the composer and the API (product.md §2, issue 18). */
import { z } from "zod";

import { COMMENT_LIMITS } from "@/config/comments";

export const COMMENT_MAX_LENGTH = COMMENT_LIMITS.maxLength;

export const COMMENT_VISIBILITIES = ["internal", "customer"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];
export type CommentAuthorRole = "researcher" | "customer";

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

/** The API path of a submission's threads for researchers (an SWR key), one item's with `item`. */
export const adminCommentsPath = (id: string, item?: string) =>
  `/admin/submissions/${id}/comments${item ? `?item=${item}` : ""}`;

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
