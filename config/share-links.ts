/** Share links to a published report for people without an account (product.md §15). */
const MINUTE = 60_000;

export const SHARE_LINKS = {
  /** Days a link works when its creator does not say. */
  defaultDays: 14,
  maxDays: 90,
  passcodeMinLength: 6,
  /** Random bytes in a token: 256 bits, base64url in the link. */
  tokenBytes: 32,
  /** Characters of a token that logs and lists show: enough to tell links apart, no more. */
  loggedTokenChars: 6,
  /** How long a passcode, once given, lets its browser in without asking again. */
  passcodeSessionMinutes: 60,
  /** Openings and downloads of one link, from anyone. */
  perToken: { limit: 120, windowMs: 15 * MINUTE },
  /** Passcode attempts on one link, right or wrong: the link locks for the rest of the window. */
  passcodeAttempts: { limit: 5, windowMs: 15 * MINUTE },
  /** What an unknown, expired or revoked link answers. */
  goneSentence: "This link has expired or was revoked. Ask the person who shared it for a new one.",
} as const;

/** What a share link lets its recipient download, beside reading the report. */
export const SHARE_DOWNLOADS = {
  pdf: "Report (PDF)",
  xlsx: "Report (XLSX)",
  annotated: "Annotated script (PDF)",
} as const;
export type ShareDownload = keyof typeof SHARE_DOWNLOADS;

export type ShareLinkStatus = "active" | "expired" | "revoked";
