"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";

/**
 * Data the server read for a page, under the API paths its components ask for (`useApi`): the
 * server-rendered HTML carries it, and SWR keeps it live from there (polls, saves, revalidation).
 */
export function ServerData({
  fallback,
  children,
}: {
  fallback: Record<string, unknown>;
  children: ReactNode;
}) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
