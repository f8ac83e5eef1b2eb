import type { z } from "zod";

import { BODY_LIMITS, JSON_MAX_DEPTH } from "@/config/http";

import { readBody } from "./body";
import { cleanInput, cleanQuery } from "./input-text";
import { Problem } from "./problems";

/**
 * Whether JSON text nests arrays and objects deeper than `max`, counted in one pass over the
 * text (brackets inside strings do not count), before anything parses or walks it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === "\\") at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > max) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}

/** A 400 for JSON text nested deeper than `JSON_MAX_DEPTH`, before anything parses or walks it. */
export function refuseDeepJson(text: string): void {
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
    throw new Problem(
      400,
      `The request body nests more than ${JSON_MAX_DEPTH} levels of lists and objects; send a flatter body.`,
    );
  }
}

/**
 * The request's JSON body, read up to `limit` bytes (413 beyond), nested at most
 * `JSON_MAX_DEPTH` deep, its text cleaned (no control characters, well-formed), then validated
 * by `schema`; a bad body is a 400 with the reason.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit: number = BODY_LIMITS.json,
): Promise<z.infer<S>> {
  const text = new TextDecoder().decode(await readBody(request, limit));
  refuseDeepJson(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Problem(400, "The request body must be JSON.");
  }
  return schema.parse(cleanInput(body));
}

/** The request's query string, each value cleaned as body text is. */
export const readQuery = (request: { nextUrl: URL }): URLSearchParams =>
  cleanQuery(request.nextUrl.searchParams);

export const noContent = () => new Response(null, { status: 204 });
