"use client";

import { useEffect, type ReactNode } from "react";
import { SWRConfig, useSWRConfig, type Middleware } from "swr";

import type { Served } from "@/lib/api-client/route";

/**
 * Data the server read for a page, each read under the key its component asks for it by
 * (`served` and `useResource`, lib/api-client): the server-rendered HTML carries it, and SWR
 * keeps it live from there (polls, saves, focus). It is not fetched again on mount; on a client
 * navigation it replaces what the cache held, as the fresher read.
 */
export function ServerData({ data, children }: { data: Served[]; children: ReactNode }) {
  const fallback: Record<string, unknown> = Object.fromEntries(data);
  // Only the server's keys skip the read on mount; any other key (a next page) is fetched.
  const served: Middleware = (useSWRNext) =>
    function useServed(key, fetcher, config) {
      const ours = typeof key === "string" && key in fallback;
      return useSWRNext(key, fetcher, ours ? { ...config, revalidateIfStale: false } : config);
    };
  return (
    <SWRConfig value={{ fallback, use: [served] }}>
      <FreshCache data={fallback} />
      {children}
    </SWRConfig>
  );
}

function FreshCache({ data }: { data: Record<string, unknown> }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    for (const [key, value] of Object.entries(data)) {
      if (value !== undefined) void mutate(key, value, { revalidate: false });
    }
  }, [data, mutate]);
  return null;
}
