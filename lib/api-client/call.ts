/**
 * Calls one route of the table (`routes.ts`): the path built from its params, the body sent as
 * JSON (a FormData as a form, with upload progress), the answer typed as its handler's; a route
 * that answers 204 resolves to null.
 */
import { api } from "./fetch";
import {
  keyOf,
  type AnswerOf,
  type AnyRoute,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
} from "./route";
import { uploadForm } from "./upload";

export type CallOptions<R extends AnyRoute> = {
  query?: QueryOf<R> | URLSearchParams;
  /** The request outlives the page (a save sent as its tab closes). */
  keepalive?: boolean;
  /** For a FormData body: the fraction sent so far. */
  onProgress?: (fraction: number) => void;
};

export async function call<R extends AnyRoute>(
  route: R,
  params: ParamsOf<R>,
  body?: BodyOf<R>,
  { query, keepalive, onProgress }: CallOptions<R> = {},
): Promise<AnswerOf<R>> {
  const answer = await send(route, keyOf(route, params, query), body, { keepalive, onProgress });
  return (answer ?? null) as AnswerOf<R>;
}

function send(
  route: AnyRoute,
  path: string,
  body: unknown,
  { keepalive, onProgress }: CallOptions<AnyRoute>,
): Promise<unknown> {
  if (body instanceof FormData) return uploadForm(path, body, onProgress ?? (() => {}));
  switch (route.method) {
    case "GET":
      return api.get(path);
    case "POST":
      return api.post(path, body ?? {});
    case "PUT":
      return api.put(path, body ?? {});
    case "PATCH":
      return api.patch(path, body ?? {}, keepalive ? { keepalive } : undefined);
    case "DELETE":
      return api.delete(path, body);
  }
}
