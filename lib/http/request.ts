import type { z } from "zod";

import { BODY_LIMITS } from "@/config/http";

import { readBody } from "./body";
import { cleanInput, cleanQuery } from "./input-text";
import { Problem } from "./problems";

/**
 * The request's JSON body, read up to `limit` bytes (413 beyond), its text cleaned (no control
 * characters, well-formed), then validated by `schema`; a bad body is a 400 with the reason.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit: number = BODY_LIMITS.json,
): Promise<z.infer<S>> {
  const bytes = await readBody(request, limit);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Problem(400, "The request body must be JSON.");
  }
  return schema.parse(cleanInput(body));
}

/** The request's query string, each value cleaned as body text is. */
export const readQuery = (request: { nextUrl: URL }): URLSearchParams =>
  cleanQuery(request.nextUrl.searchParams);

export const noContent = () => new Response(null, { status: 204 });
