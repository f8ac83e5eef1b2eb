import type { NextRequest } from "next/server";
import { getAppDirRequestHandler } from "supertokens-node/nextjs";

import { authRateLimitResponse } from "./rate-limits";
import { ensureSuperTokensInit } from "./supertokens";

let handle: ((request: Request) => Promise<Response>) | undefined;

/** `/api/auth/*`: rate limits first, then supertokens-node; GET answers are never cached. */
export async function handleAuthRequest(request: NextRequest): Promise<Response> {
  ensureSuperTokensInit();
  const limited = await authRateLimitResponse(request);
  if (limited) return limited;
  handle ??= getAppDirRequestHandler();
  const response = await handle(request);
  if (request.method === "GET" && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", "no-cache, no-store, max-age=0, must-revalidate");
  }
  return response;
}
