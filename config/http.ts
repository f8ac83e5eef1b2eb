/** How much of a request body the server reads before it answers 413 (bytes). */
const KIB = 1024;
export const BODY_LIMITS = {
  /** Most JSON bodies: a few short fields. */
  json: 100 * KIB,
  /** A quote draft: up to 200 extra items of 300 characters, notes of 5,000, in any script. */
  draft: 1024 * KIB,
  /** The auth API's forms (sign-in, sign-up, reset). */
  auth: 100 * KIB,
  /** The card processor's signed notices. */
  webhook: 512 * KIB,
} as const;

/**
 * How deeply a JSON body may nest its arrays and objects: ours nest a few levels; a body nested
 * thousands deep would exhaust the stack of whatever walks it.
 */
export const JSON_MAX_DEPTH = 32;
