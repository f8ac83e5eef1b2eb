import { logFields, withLogFields } from "@/lib/log";

import { problemResponse } from "./problems";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";

/**
 * Runs a route's `handler` with the request's id on every line it logs, and answers with the
 * id in `x-request-id`, so that a person who reports a failure can quote it. Nested wrappers
 * (a metrics scraper's check around an admin's) keep the outer id.
 */
export async function withRequestLog(
  request: Request,
  handler: () => Promise<Response>,
): Promise<Response> {
  const requestId = logFields()?.requestId ?? requestIdOf(request.headers);
  const response = await withLogFields({ requestId }, handler);
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // Immutable headers (Response.redirect's, a fetched response passed on): answered as they are.
  }
  return response;
}

/** `withRequestLog` for a route without a session: a thrown problem becomes its answer. */
export const answerRequest = (request: Request, work: () => Promise<Response>) =>
  withRequestLog(request, async () => {
    try {
      return await work();
    } catch (problem) {
      return problemResponse(problem);
    }
  });
