/** Limits on comments: data, not logic. */
export const COMMENT_LIMITS = {
  /** Characters in one comment's body. */
  maxLength: 5_000,
  /** Comments one person may post in an hour, across submissions: more is a runaway client. */
  perAuthorPerHour: 120,
  /** Bytes in one attached file. */
  attachmentBytes: 10 * 1024 * 1024,
  /** Files sent with one comment. */
  attachmentsPerComment: 5,
} as const;

/**
 * What a comment may carry (releases, permissions, chain-of-title documents), by the type its
 * bytes show: each type's stored file extension and the name people know it by.
 */
export const COMMENT_ATTACHMENT_TYPES = {
  "application/pdf": { extension: "pdf", label: "PDF" },
  "image/png": { extension: "png", label: "PNG" },
  "image/jpeg": { extension: "jpg", label: "JPEG" },
  "image/webp": { extension: "webp", label: "WebP" },
} as const;
