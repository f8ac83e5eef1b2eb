import "server-only";

import type { Metadata } from "next";
import { headers } from "next/headers";

import { pageTitle } from "./page-title";
import { PATHNAME_HEADER } from "./request-headers";

/** The spec's title for the requested path (the proxy passes it on), for pages rendered per request. */
export async function requestPageMetadata(): Promise<Metadata> {
  return { title: pageTitle((await headers()).get(PATHNAME_HEADER) ?? "/") };
}
