import { randomInt } from "node:crypto";

import { NextRequest } from "next/server";
import { RecipeUserId } from "supertokens-node";
import EmailVerification from "supertokens-node/recipe/emailverification";
import Session from "supertokens-node/recipe/session";

import { setAdmin } from "@/lib/auth/admins";
import { handleAuthRequest } from "@/lib/auth/handler";
import { ensureSuperTokensInit } from "@/lib/auth/supertokens";
import { startAuthCore, type RunningAuthCore } from "@/lib/platform/auth-core";
import { Browser, formFields, ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { API_KEY, testCoreConfig } from "@/lib/platform/auth-core/conformance/test-config";

/** A signed-in, verified customer whose requests carry their session cookie. */
export type Customer = {
  id: string;
  email: string;
  /** A request to the app as this customer's browser would send it. */
  request(method: string, path: string, body?: { json?: unknown; form?: FormData }): NextRequest;
};

let core: RunningAuthCore | undefined;
let customers = 0;

/**
 * Where this file's sign-ups come from: one address each, from a block of the benchmarking
 * range (198.18.0.0/15) that starts at random per test file, because every file signs up
 * against the one database whose rate limits count sign-ups per address (20 an hour,
 * config/auth.ts): files that all started at the same address used up its allowance together.
 */
const FIRST_ADDRESS = randomInt(0, 2 ** 17 - 4096);
const clientAddress = (n: number) => {
  const at = FIRST_ADDRESS + n;
  return `198.${18 + (at >> 16)}.${(at >> 8) & 255}.${at & 255}`;
};

/** The embedded auth core for a test file, with the app configured to use it. */
export async function startAuth(): Promise<void> {
  core = await startAuthCore(testCoreConfig());
  Object.assign(process.env, {
    SUPERTOKENS_CONNECTION_URI: core.url,
    SUPERTOKENS_API_KEY: API_KEY,
    APP_URL: ORIGIN,
  });
}

export async function stopAuth(): Promise<void> {
  await core?.close();
  core = undefined;
}

/**
 * Signs up a new customer, verifies their e-mail and signs them in; `admin` grants the role,
 * `verified: false` leaves the e-mail unverified.
 */
export async function signedInCustomer({ admin = false, verified = true } = {}): Promise<Customer> {
  ensureSuperTokensInit();
  const email = `${admin ? "admin" : "customer"}${++customers}.${Date.now()}@example.com`;
  const address = clientAddress(customers);
  const browser = new Browser((request) => handleAuthRequest(request as NextRequest));
  const auth = (path: string) =>
    browser.auth("POST", path, formFields({ email, password: "Clearance2026" }), {
      "x-forwarded-for": address,
    });
  const signUp = await auth("/signup");
  const id = (signUp.body.user as { id: string }).id;
  if (verified) {
    const token = await EmailVerification.createEmailVerificationToken(
      "public",
      new RecipeUserId(id),
    );
    if (token.status !== "OK") throw new Error(`could not verify ${email}: ${token.status}`);
    await EmailVerification.verifyEmailUsingToken("public", token.token);
  }
  if (admin) await setAdmin(email, true);
  // A new session, so its token carries the verified claim (and the role).
  await auth("/signin");
  return {
    id,
    email,
    request(method, path, body) {
      const headers: Record<string, string> = {
        cookie: `sAccessToken=${browser.cookie("sAccessToken")}`,
      };
      let payload: BodyInit | undefined;
      if (body?.json !== undefined) {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body.json);
      } else if (body?.form) {
        payload = body.form;
      }
      return new NextRequest(`${ORIGIN}${path}`, { method, headers, body: payload });
    },
  };
}

/** The customer's session as a page's layout has it. */
export async function pageUser(customer: Customer) {
  const cookie = customer.request("GET", "/").headers.get("cookie") ?? "";
  const token = cookie.replace(/^sAccessToken=/, "");
  const session = await Session.getSessionWithoutRequestResponse(token, undefined, {
    antiCsrfCheck: false,
  });
  return { id: customer.id, session };
}

/** The route context Next.js passes to a handler of a dynamic segment. */
export const params = <P extends Record<string, string>>(values: P) => ({
  params: Promise.resolve(values),
});

/** Two customers (an owner and a stranger to the owner's submissions) and an admin. */
export const customersAndAdmin = () =>
  Promise.all([signedInCustomer(), signedInCustomer(), signedInCustomer({ admin: true })]);
