import type { z } from "zod";

import { badRequest } from "./errors";

/** Validates a request part with the official core's wording for bad input. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: "json" | "query",
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  // A custom check words its refusal as the official core does.
  if (issue.code === "custom") throw badRequest(issue.message);
  const field = issue.path.join(".") || "body";
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  if (source === "query") {
    throw badRequest(`Field name '${field}' is ${missing ? "missing" : "invalid"} in GET request`);
  }
  throw badRequest(`Field name '${field}' is invalid in JSON input`);
}
