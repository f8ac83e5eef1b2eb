import type { z } from "zod";

import { Problem } from "./problems";

/** The request's JSON body, validated by `schema`; a bad body is a 400 with the reason. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new Problem(400, "The request body must be JSON.");
  }
  return schema.parse(body);
}

export const noContent = () => new Response(null, { status: 204 });
