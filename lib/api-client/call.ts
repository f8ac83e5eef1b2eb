/**
 * Calls one route of the table (`routes.ts`): the path built from its params, the body sent as
 * JSON (a FormData as a form, with upload progress), the answer typed as its handler's.
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

export function call<R extends AnyRoute>(
  route: R,
  params: ParamsOf<R>,
  body?: BodyOf<R>,
  { query, keepalive, onProgress }: CallOptions<R> = {},
): Promise<AnswerOf<R>> {
  const path = keyOf(route, params, query);
  if ((body as unknown) instanceof FormData) {
    return uploadForm(path, body as FormData, onProgress ?? (() => {}));
  }
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
