/** Authentication settings that are data, not logic (spec §2, §7, §9). */
export const authPaths = {
  /** Where supertokens-node answers (the spec's "auth base path" under the API). */
  apiBasePath: "/api/auth",
  /** Where the prebuilt sign-in UI lives. */
  websiteBasePath: "/auth",
} as const;

export const ADMIN_ROLE = "admin";

/** The auth API calls that are rate limited, and how (per client IP, per email or user). */
const MINUTE = 60_000;
export const authRateLimits = {
  signin: {
    perIp: { limit: 50, windowMs: 15 * MINUTE },
    perAccount: { limit: 10, windowMs: 15 * MINUTE },
  },
  /** Changing the password checks the current one: as many guesses as sign-in allows. */
  passwordChange: {
    perIp: { limit: 50, windowMs: 15 * MINUTE },
    perAccount: { limit: 10, windowMs: 15 * MINUTE },
  },
  signup: { perIp: { limit: 20, windowMs: 60 * MINUTE } },
  passwordResetEmail: {
    perIp: { limit: 20, windowMs: 60 * MINUTE },
    perAccount: { limit: 5, windowMs: 60 * MINUTE },
  },
  /** Whether an e-mail has an account: the sign-up form asks as the e-mail is typed. */
  emailExists: { perIp: { limit: 100, windowMs: 15 * MINUTE } },
  verificationEmail: {
    perIp: { limit: 20, windowMs: 60 * MINUTE },
    perAccount: { limit: 5, windowMs: 60 * MINUTE },
  },
} as const;
