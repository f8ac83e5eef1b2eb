/**
 * Browser helpers for the product API (spec §7). Any non-OK answer raises 'Failed to fetch';
 * the server's own message, and the field it concerns, travel on the error for the UI to show.
 * A call answered 401 is sent again once the session is refreshed (session-retry.ts).
 */
import { fetchWithRefresh } from "./session-retry";

export const API_BASE = "/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's explanation, when it gave one. */
    readonly serverMessage: string | undefined,
    /** The request field it concerns ("value", "billing.lines.1"), for a form to show it there. */
    readonly field?: string,
    /** The whole answer, for refusals that carry more (a 409's `current` values). */
    readonly body?: unknown,
  ) {
    super("Failed to fetch");
    this.name = "ApiError";
  }
}

/** The error for a refused call, from the API's `{ message, field? }` answer. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const { message, field } = (body ?? {}) as { message?: unknown; field?: unknown };
  return new ApiError(
    status,
    typeof message === "string" ? message : undefined,
    typeof field === "string" ? field : undefined,
    body,
  );
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetchWithRefresh(`${API_BASE}${path}`, init);
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export const api = {
  get: <T>(path: string) => send<T>(path, { credentials: "include" }),
  post: <T>(path: string, body: unknown) => send<T>(path, json("POST", body)),
  put: <T>(path: string, body: unknown) => send<T>(path, json("PUT", body)),
  /** `keepalive`: the request outlives the page (a save sent as its tab closes). */
  patch: <T>(path: string, body: unknown, init?: Pick<RequestInit, "keepalive">) =>
    send<T>(path, { ...json("PATCH", body), ...init }),
  delete: <T>(path: string, body?: unknown) => send<T>(path, json("DELETE", body ?? {})),
};

/** GET by an SWR key (`keyOf`): the path and query under `/api`. */
export const getByKey = <T>(key: string) => api.get<T>(key);

/** The spec's sentence (§8) for a failure that has none of its own. */
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/** The message to show a person for a failed call. */
export function messageOf(error: unknown, fallback = GENERIC_ERROR): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
