import { NextRequest } from "next/server";
import { getAppDirRequestHandler } from "supertokens-node/nextjs";

import { BODY_LIMITS } from "@/config/http";
import { readBody } from "@/lib/http/body";
import { problemResponse } from "@/lib/http/problems";
import { refuseDeepJson } from "@/lib/http/request";
import { withRequestLog } from "@/lib/http/request-log";
import { refuseCrossSite } from "@/lib/security/same-origin";

import { authRateLimitResponse } from "./rate-limits";
import { ensureSuperTokensInit } from "./supertokens";

let handle: ((request: Request) => Promise<Response>) | undefined;

/**
 * `/api/auth/*`: cross-site changes refused (403), the body read within its limit (413 beyond)
 * and its nesting (400 beyond), rate limits, then supertokens-node on a copy of the request that carries the body already
 * read; GET answers are never cached.
 */
export const handleAuthRequest = (request: NextRequest): Promise<Response> =>
  withRequestLog(request, () => answerAuthRequest(request));

async function answerAuthRequest(request: NextRequest): Promise<Response> {
  ensureSuperTokensInit();
  let body: Uint8Array<ArrayBuffer>;
  try {
    refuseCrossSite(request);
    body = await readBody(request, BODY_LIMITS.auth);
    refuseDeepJson(new TextDecoder().decode(body));
  } catch (problem) {
    return problemResponse(problem);
  }
  const limited = await authRateLimitResponse(request, body);
  if (limited) return limited;
  handle ??= getAppDirRequestHandler();
  const bodyless = request.method === "GET" || request.method === "HEAD";
  const response = await handle(
    new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: bodyless ? undefined : body,
    }),
  );
  if (request.method === "GET" && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate");
  }
  return response;
}
