/**
 * Browser helpers for the product API (spec §7). Any non-OK answer raises 'Failed to fetch';
 * the server's own message travels on the error for the UI to show.
 */
export const API_BASE = "/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's explanation, when it gave one. */
    readonly serverMessage: string | undefined,
  ) {
    super("Failed to fetch");
    this.name = "ApiError";
  }
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, init);
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === "string" ? message : undefined);
  }
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
  patch: <T>(path: string, body: unknown) => send<T>(path, json("PATCH", body)),
  delete: <T>(path: string, body?: unknown) => send<T>(path, json("DELETE", body ?? {})),
};

/** The spec's sentence (§8) for a failure that has none of its own. */
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/** The message to show a person for a failed call. */
export function messageOf(error: unknown, fallback = GENERIC_ERROR): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
