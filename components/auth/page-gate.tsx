import "server-only";

import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { AppFrame } from "@/components/layout/app-frame";
import { HeaderActions } from "@/components/layout/header-actions";
import { LoadingAuth } from "@/components/layout/loading-auth";
import { pageSession, type PageAudience } from "@/lib/auth/server-user";
import type { SignedInUser } from "@/lib/auth/session";
import { companiesForPage } from "@/lib/companies/current";
import { Problem } from "@/lib/http/problems";
import { headerUser } from "@/lib/users/account";

import { AccessDenied } from "./session-guards";
import { SessionRefresh } from "./session-refresh";

/**
 * Renders a page of `audience` for the request's verified user, checked on the server: the
 * group's layout and each page ask (a layout is not rendered again on client navigation).
 */
export async function forPageUser(
  audience: PageAudience,
  render: (user: SignedInUser) => ReactNode | Promise<ReactNode>,
): Promise<ReactNode> {
  const session = await pageSession(audience);
  if (session.state === "refresh") return <SessionRefresh />;
  if (session.state === "access-denied") return <AccessDenied />;
  return render(session.user);
}

/**
 * The site's frame around `children` for a page of `audience` (a group's layout): the header
 * has the verified user's buttons in the server's HTML. While the browser refreshes an expired
 * token the header says 'Loading auth...'; a user denied an admin page keeps their own header.
 */
export async function pageFrame(audience: PageAudience, children: ReactNode): Promise<ReactNode> {
  const session = await pageSession(audience);
  if (session.state === "refresh") {
    return (
      <AppFrame actions={<LoadingAuth />}>
        <SessionRefresh />
      </AppFrame>
    );
  }
  if (session.state === "access-denied") {
    return audience === "admin" ? (
      pageFrame("customer", <AccessDenied />)
    ) : (
      <AppFrame>
        <AccessDenied />
      </AppFrame>
    );
  }
  const [user, { companies, current }] = await Promise.all([
    headerUser(session.user),
    companiesForPage(session.user),
  ]);
  return (
    <AppFrame actions={<HeaderActions user={{ ...user, companies, company: current }} />}>
      {children}
    </AppFrame>
  );
}

/** A read whose record is missing or another customer's answers the page with a 404. */
export async function found<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Problem && error.status === 404) notFound();
    throw error;
  }
}
