"use client";

import useSWR, { type SWRConfiguration } from "swr";

import { api, type ApiError } from "./fetch";
import { keyOf, type AnswerOf, type AnyRoute, type ParamsOf, type QueryOf } from "./route";

export type ResourceOptions<R extends AnyRoute> = SWRConfiguration<AnswerOf<R>, ApiError> & {
  query?: QueryOf<R> | URLSearchParams;
};

/**
 * GETs one route of the table (`routes.ts`) with caching and revalidation, under the key a page
 * serves it by (`served`); `null` params wait.
 */
export function useResource<R extends AnyRoute>(
  route: R,
  params: ParamsOf<R> | null,
  { query, ...options }: ResourceOptions<R> = {},
) {
  const key = params === null ? null : keyOf(route, params, query);
  return useSWR<AnswerOf<R>, ApiError>(key, (path: string) => api.get<AnswerOf<R>>(path), options);
}
