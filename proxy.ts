import { NextResponse, type NextRequest } from "next/server";

import { authPaths } from "@/config/auth";
import { checkAccessToken } from "@/lib/auth/access-token";
import { authScreenFor, isAuthScreenRoute } from "@/lib/auth/auth-screen";
import { gate } from "@/lib/auth/gate";
import { pageContentSecurityPolicy } from "@/lib/security/headers";
import { prerenderedPageHashes } from "@/lib/security/prerendered-pages";
import { NONCE_HEADER, PATHNAME_HEADER, SEARCH_HEADER } from "@/lib/site/request-headers";

/**
 * Next 16's middleware layer (the file formerly called `middleware.ts`), for pages only,
 * prefetches included: the optimistic session, verified-email and admin checks, the sign-in
 * screens' prerendered page, a CSP (a per-request nonce, or a prerendered page's script hashes),
 * and the path for page titles. Route handlers and server code check sessions (and
 * cross-site requests) again themselves.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isAuthScreenRoute(pathname))
    return NextResponse.redirect(new URL(authPaths.websiteBasePath, request.url));
  const decision = gate(
    pathname,
    search,
    await checkAccessToken(request.cookies.get("sAccessToken")?.value),
  );
  if (decision.action === "redirect")
    return NextResponse.redirect(new URL(decision.to, request.url));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  // Read per request, so one build serves with or without Google credentials.
  const authScreen = authScreenFor(pathname, Boolean(process.env.GOOGLE_CLIENT_ID));
  const hashes = authScreen && prerenderedPageHashes(authScreen.slice(1));
  const policy = pageContentSecurityPolicy(
    hashes ? { hashes } : { nonce },
    process.env.NODE_ENV === "development",
    process.env.STRIPE_JS_URL,
  );
  const forwarded = new Headers(request.headers);
  forwarded.set(PATHNAME_HEADER, pathname);
  forwarded.set(SEARCH_HEADER, search);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set("content-security-policy", policy);

  const response =
    decision.action === "access-denied"
      ? NextResponse.rewrite(new URL("/access-denied", request.url), {
          status: 403,
          request: { headers: forwarded },
        })
      : authScreen
        ? NextResponse.rewrite(new URL(authScreen, request.url), {
            request: { headers: forwarded },
          })
        : NextResponse.next({ request: { headers: forwarded } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Pages only: not Next's assets, not files with an extension, and not the API, whose bodies
  // Next.js would otherwise buffer (up to 10 MB) for the proxy before any route could refuse them.
  matcher: ["/((?!api/|_next/|.*\\.[a-z0-9]+$).*)"],
};
