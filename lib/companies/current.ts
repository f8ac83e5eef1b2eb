/** The company a member of several works in: chosen in the header, kept in a cookie. */
import "server-only";

import { cookies } from "next/headers";

import { COMPANY_COOKIE } from "@/config/companies";
import type { SignedInUser } from "@/lib/auth/session";

import { currentCompanyOf, myCompanies } from "./read";

/** The user's companies and the one they work in (null without any), for a page. */
export async function companiesForPage(user: Pick<SignedInUser, "id">) {
  const mine = await myCompanies(user);
  const chosen = (await cookies()).get(COMPANY_COOKIE)?.value;
  return { companies: mine, current: currentCompanyOf(mine, chosen) };
}
