import { z } from "zod";

import { BODY_LIMITS } from "@/config/http";

import { readBody } from "./body";
import { cleanInput, cleanQuery } from "./input-text";
import { Problem } from "./problems";

// zod/mini schemas (those the browser shares) have no messages of their own for a wrong type or
// an unknown key; classic zod registers its English ones only once it builds a classic schema.
z.config(z.locales.en());

/**
 * The request's JSON body, read up to `limit` bytes (413 beyond), its text cleaned (no control
 * characters, well-formed), then validated by `schema`; a bad body is a 400 with the reason.
 */
export async function readJson<S extends z.core.$ZodType>(
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
  // Classic zod's parse, so that a zod/mini schema's refusal is the ZodError problems.ts answers.
  return z.parse(schema, cleanInput(body));
}

/** The request's query string, each value cleaned as body text is. */
export const readQuery = (request: { nextUrl: URL }): URLSearchParams =>
  cleanQuery(request.nextUrl.searchParams);

export const noContent = () => new Response(null, { status: 204 });
