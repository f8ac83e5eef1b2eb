import { NextResponse, type NextRequest } from "next/server";

import { PATHNAME_HEADER } from "@/lib/site/pathname-header";

/**
 * Next 16's middleware layer (the file formerly called `middleware.ts`). It runs before every
 * page and passes the path on to server components, which need it for page titles.
 */
export function proxy(request: NextRequest) {
  const forwarded = new Headers(request.headers);
  forwarded.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  // Pages only: not the API, not Next's assets, not files with an extension.
  matcher: ["/((?!api/|_next/|.*\\.[a-z0-9]+$).*)"],
};
