"use client";

import useSWR, { type SWRConfiguration } from "swr";

import { api, type ApiError } from "./fetch";

/** GET `path` from the product API with caching and revalidation; `null` waits. */
export function useApi<T>(path: string | null, options?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(path, (key: string) => api.get<T>(key), options);
}
