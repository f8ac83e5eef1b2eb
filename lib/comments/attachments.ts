/**
 * Files sent with a comment (product.md §2, §3): PDFs and images, each at most 10 MB, a few a
 * comment, their type read from their bytes (never the name or the browser's word). They are kept
 * in private storage under our own keys and opened through short-lived signed links handed out
 * only to those who may read the comment: a customer never opens an internal note's file.
 */
import "server-only";

import { createHash, randomUUID } from "node:crypto";

import { and, asc, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";

import { COMMENT_ATTACHMENT_TYPES, COMMENT_LIMITS } from "@/config/comments";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { commentAttachments, comments } from "@/lib/db/schema";
import { checkedFileName, FORM_FRAMING_BYTES, readForm } from "@/lib/http/form";
import { cleanInput } from "@/lib/http/input-text";
import { Problem } from "@/lib/http/problems";
import { readJson } from "@/lib/http/request";
import { fileStore } from "@/lib/storage";

import { commentAccess } from "./access";
import {
  ATTACHMENT_REFUSALS,
  commentInput,
  type AttachmentContentType,
  type CommentAttachmentView,
  type CommentInput,
  type CommentSide,
} from "./rules";

/** Long enough to open the tab; too short to be worth passing around. */
const LINK_SECONDS = 5 * 60;

/** The multipart field that carries a comment's files, once per file. */
export const ATTACHMENT_FIELD = "attachment";

/** A file that may go with a comment: its plain name, its bytes and the type they show. */
export type CheckedAttachment = {
  name: string;
  bytes: Uint8Array;
  contentType: AttachmentContentType;
};

/** A checked file put in storage, ready to be recorded with its comment. */
export type StoredAttachment = CheckedAttachment & { key: string };

const refused = (status: number, message: string) =>
  new Problem(status, message, {}, ATTACHMENT_FIELD);

const isAccepted = (mime: string | undefined): mime is AttachmentContentType =>
  mime !== undefined && Object.hasOwn(COMMENT_ATTACHMENT_TYPES, mime);

/** The file as a comment may carry it, or the 4xx that says why it may not. */
export async function checkedAttachment(file: File): Promise<CheckedAttachment> {
  const name = checkedFileName(file.name);
  if (file.size > COMMENT_LIMITS.attachmentBytes) {
    throw refused(413, ATTACHMENT_REFUSALS.tooLarge(name));
  }
  if (file.size === 0) throw refused(400, ATTACHMENT_REFUSALS.empty(name));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isAccepted(contentType)) throw refused(415, ATTACHMENT_REFUSALS.wrongType(name));
  return { name, bytes, contentType };
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");

/** A form field's text; absent (or a file where text belongs) is undefined. */
const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * POST …/comments: the comment as JSON, or as a multipart form whose `body`, `visibility` and
 * `item_id` fields are the JSON's and whose `attachment` fields are its files. Every file is
 * checked before anything is kept.
 */
export async function readCommentPost(
  request: Request,
): Promise<{ input: CommentInput; files: CheckedAttachment[] }> {
  if (!isMultipart(request)) return { input: await readJson(request, commentInput), files: [] };
  const { attachmentBytes, attachmentsPerComment } = COMMENT_LIMITS;
  const form = await readForm(request, {
    limit: attachmentsPerComment * attachmentBytes + FORM_FRAMING_BYTES,
    tooLarge: () => refused(413, ATTACHMENT_REFUSALS.tooMuch),
    malformed: "Send the comment as a form, its text in “body” and each file in “attachment”.",
  });
  const input = commentInput.parse(
    cleanInput({
      body: textField(form, "body"),
      visibility: textField(form, "visibility") || undefined,
      item_id: textField(form, "item_id") || null,
    }),
  );
  // A form sent with no file chosen may still carry one empty, unnamed part.
  const files = form
    .getAll(ATTACHMENT_FIELD)
    .filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ""));
  if (files.length > attachmentsPerComment) throw refused(400, ATTACHMENT_REFUSALS.tooMany);
  return { input, files: await Promise.all(files.map(checkedAttachment)) };
}

/** Our own key for a file: never derived from the name it was sent under. */
const attachmentKey = (submissionId: string, type: AttachmentContentType) =>
  `comment-attachments/${submissionId}/${randomUUID()}.${COMMENT_ATTACHMENT_TYPES[type].extension}`;

/** Removes stored files; one already gone counts as removed. */
export async function removeStoredAttachments(files: StoredAttachment[]): Promise<void> {
  await Promise.all(files.map(({ key }) => fileStore().delete(key)));
}

/** Puts each file in storage; if one cannot be stored, those already stored are removed. */
export async function storeAttachments(
  submissionId: string,
  files: CheckedAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const file of files) {
      const key = attachmentKey(submissionId, file.contentType);
      await fileStore().put(key, file.bytes, file.contentType);
      stored.push({ ...file, key });
    }
  } catch (error) {
    await removeStoredAttachments(stored).catch(() => {});
    throw error;
  }
  return stored;
}

/** Records the stored files as the comment's, in the caller's transaction. */
export async function recordAttachments(
  tx: Transaction,
  commentId: string,
  files: StoredAttachment[],
): Promise<CommentAttachmentView[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .insert(commentAttachments)
    .values(
      files.map((file, position) => ({
        commentId,
        position,
        originalName: file.name,
        contentType: file.contentType,
        sizeBytes: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        storageKey: file.key,
      })),
    )
    .returning();
  return rows.map(attachmentView);
}

function attachmentView(row: typeof commentAttachments.$inferSelect): CommentAttachmentView {
  return {
    id: row.id,
    name: row.originalName,
    content_type: row.contentType as AttachmentContentType,
    size_bytes: row.sizeBytes,
  };
}

/** The files of each comment in `commentIds`, in the order they were sent. */
export async function attachmentsOf(
  commentIds: string[],
): Promise<Map<string, CommentAttachmentView[]>> {
  const byComment = new Map<string, CommentAttachmentView[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db()
    .select()
    .from(commentAttachments)
    .where(inArray(commentAttachments.commentId, commentIds))
    .orderBy(asc(commentAttachments.commentId), asc(commentAttachments.position));
  for (const row of rows) {
    byComment.set(row.commentId, [...(byComment.get(row.commentId) ?? []), attachmentView(row)]);
  }
  return byComment;
}

const attachmentMissing = () =>
  new Problem(404, "This attachment does not exist, or it is not on a comment you can read.");

/**
 * GET …/comments/attachments/{attachmentId}: a short-lived signed link to the file, for a reader
 * of its comment only (a customer: customer-visible comments of their own submission; else 404).
 */
export async function attachmentLink(
  user: SignedInUser,
  submissionId: string,
  attachmentId: string,
  side: CommentSide,
): Promise<{ url: string }> {
  const access = await commentAccess(user, submissionId, side);
  if (!z.uuid().safeParse(attachmentId).success) throw attachmentMissing();
  const [file] = await db()
    .select({
      key: commentAttachments.storageKey,
      name: commentAttachments.originalName,
      contentType: commentAttachments.contentType,
    })
    .from(commentAttachments)
    .innerJoin(comments, eq(comments.id, commentAttachments.commentId))
    .where(
      and(
        eq(commentAttachments.id, attachmentId),
        eq(comments.submissionId, access.submission.id),
        inArray(comments.visibility, access.visible),
      ),
    );
  if (!file) throw attachmentMissing();
  return {
    url: await fileStore().signedUrl(file.key, {
      downloadName: file.name,
      contentType: file.contentType,
      // PDFs and images open in the tab (served sandboxed, lib/storage/serve.ts).
      inline: true,
      expiresInSeconds: LINK_SECONDS,
    }),
  };
}
