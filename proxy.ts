import { NextResponse, type NextRequest } from "next/server";

import { checkAccessToken } from "@/lib/auth/access-token";
import { gate } from "@/lib/auth/gate";
import { pageContentSecurityPolicy } from "@/lib/security/headers";
import { NONCE_HEADER, PATHNAME_HEADER } from "@/lib/site/request-headers";

/**
 * Next 16's middleware layer (the file formerly called `middleware.ts`), for pages only: the
 * optimistic session, verified-email and admin checks, a per-request CSP nonce, and the path
 * for page titles. Route handlers and server code check sessions again themselves.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = gate(
    pathname,
    search,
    await checkAccessToken(request.cookies.get("sAccessToken")?.value),
  );
  if (decision.action === "redirect")
    return NextResponse.redirect(new URL(decision.to, request.url));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const forwarded = new Headers(request.headers);
  forwarded.set(PATHNAME_HEADER, pathname);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("content-security-policy", policy);

  const response =
    decision.action === "access-denied"
      ? NextResponse.rewrite(new URL("/access-denied", request.url), {
          status: 403,
          request: { headers: forwarded },
        })
      : NextResponse.next({ request: { headers: forwarded } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Pages only: not the API, not Next's assets, not files with an extension, not prefetches.
  matcher: [
    {
      source: "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
