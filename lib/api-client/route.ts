/**
 * One route of the product API as the browser calls it (docs/api.md, "Calling the API from the
 * browser"): its method and path builder, with the query, body and answer it takes and gives as
 * types only. The table of every such route is `routes.ts`; nothing else spells an API path.
 */
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A query string's values, as a route's zod query schema reads them; absent ones are left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

export interface Route<Params, Query, Body, Answer> {
  readonly method: Method;
  /** The path under `/api`, from the folder names of its route file (`[id]` is `params.id`). */
  readonly path: (params: Params) => string;
  /** Never set: carries the types a call of this route takes and gives. */
  readonly types?: { query: Query; body: Body; answer: Answer };
}

/** Any route, for code that only needs its path or method. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<any, any, any, any>;

export type ParamsOf<R> = R extends Route<infer Params, infer _Q, infer _B, infer _A> ? Params : never;
export type QueryOf<R> = R extends Route<infer _P, infer Query, infer _B, infer _A> ? Query : never;
export type BodyOf<R> = R extends Route<infer _P, infer _Q, infer Body, infer _A> ? Body : never;
export type AnswerOf<R> = R extends Route<infer _P, infer _Q, infer _B, infer Answer> ? Answer : never;

/** A route's request body: what its zod schema takes in (before defaults and transforms). */
export type BodyFrom<Schema extends z.ZodType> = z.input<Schema>;
/** A route's query, from its zod query schema. */
export type QueryFrom<Schema extends z.ZodType> = Partial<Record<keyof z.input<Schema>, string>>;
/** What the route answers: what its handler's `lib/` function resolves to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolves<F extends (...args: any[]) => unknown> = Awaited<ReturnType<F>>;

/** No path parameters. */
export type NoParams = Record<string, never>;

/**
 * The routes under one path: `at((p: { id: string }) => \`/x/${p.id}\`).get<Answer>()`. Each
 * method's types are given where the table lists it.
 */
export function at<Params = NoParams>(path: (params: Params) => string) {
  const route =
    (method: Method) =>
    <Body = undefined, Answer = unknown, Query = undefined>(): Route<Params, Query, Body, Answer> => ({
      method,
      path,
    });
  return {
    get: <Answer, Query = undefined>(): Route<Params, Query, undefined, Answer> => ({
      method: "GET",
      path,
    }),
    post: route("POST"),
    put: route("PUT"),
    patch: route("PATCH"),
    delete: route("DELETE"),
  };
}

/** The query string of `query`, values that hold something only, in the order given. */
export function queryString(query: QueryValues | URLSearchParams | undefined): string {
  if (!query) return "";
  const entries =
    query instanceof URLSearchParams
      ? [...query]
      : Object.entries(query).flatMap(([name, value]) =>
          value === undefined || value === null || value === "" ? [] : [[name, String(value)]],
        );
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : "";
}

/**
 * The path and query of one call, under `/api` left out: the SWR key a component reads it under
 * and the key a page serves its data under (`served`), so the two cannot disagree.
 */
export function keyOf<R extends AnyRoute>(
  route: R,
  params: ParamsOf<R>,
  query?: QueryOf<R> | URLSearchParams,
): string {
  return `${route.path(params)}${queryString(query as QueryValues | URLSearchParams | undefined)}`;
}

/** The browser's URL of a route: a download link's `href`. */
export const hrefOf = <R extends AnyRoute>(
  route: R,
  params: ParamsOf<R>,
  query?: QueryOf<R> | URLSearchParams,
) => `/api${keyOf(route, params, query)}`;

declare const servedBrand: unique symbol;
/** One read a page made on the server, under the key its component asks for it by. */
export type Served = [key: string, data: unknown] & { readonly [servedBrand]: true };

/**
 * What a page read on the server for `route` (params and query as its component will ask), for
 * `ServerData`. `undefined` data serves nothing: the component reads it itself.
 */
export function served<R extends AnyRoute>(
  route: R,
  params: ParamsOf<R>,
  data: AnswerOf<R> | undefined,
  query?: QueryOf<R> | URLSearchParams,
): Served {
  return [keyOf(route, params, query), data] as Served;
}
