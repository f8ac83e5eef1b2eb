/** Limits on comments (issue 18): data, not logic. */
export const COMMENT_LIMITS = {
  /** Characters in one comment's body. */
  maxLength: 5_000,
  /** Comments one person may post in an hour, across submissions: more is a runaway client. */
  perAuthorPerHour: 120,
} as const;
