/** The header that carries a request's id, in and out (docs/operations.md, "Logs"). */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an id set upstream (a load balancer, proxy.ts) may look like; anything else is replaced. */
const GIVEN_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the one it came with when it is plausible, else a new one. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
}
