import { createHash, timingSafeEqual } from "node:crypto";

import type { NextRequest } from "next/server";
import { z } from "zod";

import { requireAdmin } from "@/lib/auth/session";
import { parseEnv } from "@/lib/env";
import { problemResponse } from "@/lib/http/problems";
import { withRequestLog } from "@/lib/http/request-log";

const metricsEnvSchema = z.object({
  METRICS_TOKEN: z
    .string()
    .min(32, { error: "METRICS_TOKEN must be at least 32 characters" })
    .optional(),
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries METRICS_TOKEN as its bearer token (compared in constant time). */
export function hasMetricsToken(request: Request): boolean {
  const { METRICS_TOKEN } = parseEnv(metricsEnvSchema);
  const offered = /^Bearer (.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  return Boolean(
    METRICS_TOKEN && offered && timingSafeEqual(digest(offered), digest(METRICS_TOKEN)),
  );
}

/**
 * Runs `handler` for a metrics scraper holding METRICS_TOKEN, or else for a signed-in admin
 * (401 without a session, 403 without the role, as on every admin answer).
 */
export function requireMetricsReader(
  request: NextRequest,
  handler: () => Promise<Response>,
): Promise<Response> {
  return withRequestLog(request, () => {
    let scraper: boolean;
    try {
      scraper = hasMetricsToken(request);
    } catch (error) {
      // A METRICS_TOKEN too short to trust: logged for the operator, vague for the caller.
      return Promise.resolve(problemResponse(error));
    }
    return scraper ? handler() : requireAdmin(request, handler);
  });
}
