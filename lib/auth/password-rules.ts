/** Spec §5: the sign-up password rules and their exact messages, shared by every password form. */
export const passwordMessages = {
  notString: "Password must be of type string",
  tooShort: "Password must contain at least 8 characters, including a number",
  tooLong: "Password's length must be lesser than 100 characters",
  noAlpha: "Password must contain at least one alphabet",
  noNumber: "Password must contain at least one number",
  required: "Field is not optional",
  confirmMismatch: "Confirmation password doesn't match",
} as const;

/** The first rule a new password breaks, or undefined when it is acceptable. */
export function passwordProblem(value: unknown): string | undefined {
  if (typeof value !== "string") return passwordMessages.notString;
  if (value.length === 0) return passwordMessages.required;
  if (value.length < 8) return passwordMessages.tooShort;
  if (value.length >= 100) return passwordMessages.tooLong;
  if (!/[A-Za-z]/.test(value)) return passwordMessages.noAlpha;
  if (!/[0-9]/.test(value)) return passwordMessages.noNumber;
  return undefined;
}
