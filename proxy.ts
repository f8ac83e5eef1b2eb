import { NextResponse, type NextRequest } from "next/server";

import { authPaths } from "@/config/auth";
import { checkAccessToken } from "@/lib/auth/access-token";
import { authScreenFor, isAuthScreenRoute } from "@/lib/auth/auth-screen";
import { gate } from "@/lib/auth/gate";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/http/request-id";
import { pageContentSecurityPolicy, type InlineScripts } from "@/lib/security/headers";
import { prerenderedPageHashes } from "@/lib/security/prerendered-pages";
import { PATHNAME_HEADER, SEARCH_HEADER } from "@/lib/site/request-headers";

/**
 * Next 16's middleware layer (the file formerly called `middleware.ts`), for pages only,
 * prefetches included: the optimistic session, verified-email and admin checks, the sign-in
 * screens' prerendered page, a CSP (a per-request nonce, or a prerendered page's script hashes),
 * the path for page titles, and the request's id (`x-request-id`, kept when set upstream, on
 * the response too). Route handlers and server code check sessions (and cross-site requests)
 * again themselves; the API, which this does not see, takes its id in lib/http/request-log.ts.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const response = await answerPage(request, requestId);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function answerPage(request: NextRequest, requestId: string) {
  const { pathname, search } = request.nextUrl;
  if (isAuthScreenRoute(pathname))
    return NextResponse.redirect(new URL(authPaths.websiteBasePath, request.url));
  const policyFor = (inline: InlineScripts) =>
    pageContentSecurityPolicy(
      inline,
      process.env.NODE_ENV === "development",
      process.env.STRIPE_JS_URL,
    );

  // Read per request, so one build serves with or without Google credentials.
  const authScreen = authScreenFor(pathname, Boolean(process.env.GOOGLE_CLIENT_ID));
  const hashes = authScreen && prerenderedPageHashes(authScreen.slice(1));
  if (authScreen && hashes) {
    // Public, and prerendered: it reads nothing of the request, so nothing is passed on.
    const response = NextResponse.rewrite(new URL(authScreen, request.url));
    response.headers.set("content-security-policy", policyFor({ hashes }));
    return response;
  }

  const decision = gate(
    pathname,
    search,
    await checkAccessToken(request.cookies.get("sAccessToken")?.value),
  );
  if (decision.action === "redirect")
    return NextResponse.redirect(new URL(decision.to, request.url));

  // Next puts the nonce of the request's policy on the scripts of the page it renders.
  const policy = policyFor({ nonce: Buffer.from(crypto.randomUUID()).toString("base64") });
  const forwarded = new Headers(request.headers);
  forwarded.set(PATHNAME_HEADER, pathname);
  forwarded.set(SEARCH_HEADER, search);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.set("content-security-policy", policy);

  const deniedOrScreen = decision.action === "access-denied" ? "/access-denied" : authScreen;
  const response = deniedOrScreen
    ? NextResponse.rewrite(new URL(deniedOrScreen, request.url), {
        status: decision.action === "access-denied" ? 403 : 200,
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
