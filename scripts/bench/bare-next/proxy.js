import { NextResponse } from "next/server";

/**
 * A proxy that only marks its answer, on /behind-proxy alone: what any proxy costs a page, the
 * product's (proxy.ts) running on every one of its pages.
 */
export function proxy() {
  const response = NextResponse.next();
  response.headers.set("x-bench-proxy", "1");
  return response;
}

// `:path*` is zero or more segments: /behind-proxy itself too.
export const config = { matcher: ["/behind-proxy/:path*"] };
