/**
 * How the API helpers get a fresh session after a 401 (an access token that expired): the
 * product's frame registers the browser's session client (components/auth/session-client.ts),
 * which loads its SDK only then. Without one (tests, the sign-in screens) nothing is retried.
 */
let refresher: (() => Promise<boolean>) | undefined;

export function setSessionRefresher(refresh: () => Promise<boolean>): void {
  refresher = refresh;
}

/**
 * `fetch`, sent once more after a refresh when the API answers 401, as the session SDK's own
 * wrapper did: `init`'s body must be sendable twice (a string or FormData, not a stream).
 */
export async function fetchWithRefresh(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== 401 || !refresher || !(await refresher())) return response;
  return fetch(url, init);
}

/** For XMLHttpRequest's callers: whether a 401 was followed by a fresh session. */
export const refreshAfter401 = (status: number): Promise<boolean> =>
  status === 401 && refresher ? refresher() : Promise.resolve(false);
