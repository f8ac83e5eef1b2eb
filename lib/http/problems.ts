import { ZodError } from "zod";

import { log } from "@/lib/log";

/** An answer other than success that a person can act on: status plus a sentence. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field it concerns, for forms that show the sentence beside it. */
    readonly field?: string,
    /** More for the caller beside the sentence: a 409's current values (`{ current }`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "Problem";
  }
}

export const notFound = (what = "This page") =>
  new Problem(404, `${what} does not exist or is not yours.`);

/** For admins, who may see any submission: it simply is not there. */
export const submissionMissing = () => new Problem(404, "This submission does not exist.");

/**
 * JSON `{ message, field? }` for a problem, a schema's refusal included (its first issue, with the
 * field as data); anything unexpected is logged and stays vague for the user.
 */
export function problemResponse(error: unknown): Response {
  if (error instanceof Problem) {
    const body = {
      ...error.details,
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
    };
    return Response.json(body, { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const message = issue?.message ?? "The request is not valid.";
    return problemResponse(new Problem(400, message, {}, issue?.path.join(".") || undefined));
  }
  log.error({ part: "api", err: error }, "unexpected error");
  return Response.json({ message: "Something went wrong. Please try again." }, { status: 500 });
}
