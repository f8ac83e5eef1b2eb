import type { BenchApp } from "./app";

export type BenchCustomer = {
  /** The cookies a browser keeps for the app's pages, after the sign-in. */
  cookies: { name: string; value: string }[];
  /** Those cookies as a request's Cookie header. */
  cookieHeader: string;
  /** A draft of theirs, titled DRAFT_TITLE. */
  draftId: string;
};

export const DRAFT_TITLE = "Harbour Lights";

/**
 * A customer as the product sees one, made through the app's own auth API the way the prebuilt
 * UI calls it: signed up, e-mail verified (with a token from the auth core, as the e-mailed link
 * carries it), signed in again so the session carries the verified claim, with one titled draft.
 */
export async function signedInCustomer(
  app: BenchApp,
  email = `bench.${Date.now()}@example.com`,
): Promise<BenchCustomer> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const call = async <T>(method: string, path: string, body?: unknown, rid?: string) => {
    const response = await fetch(`${app.origin}${path}`, {
      method,
      headers: {
        cookie: cookieHeader(),
        "content-type": "application/json",
        ...(rid ? { rid, "st-auth-mode": "cookie" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keepCookies(jar, response);
    const answer = (await response.json()) as T & { status?: string };
    if (!response.ok || (rid && answer.status !== "OK")) {
      throw new Error(`${method} ${path} answered ${response.status} ${JSON.stringify(answer)}`);
    }
    return answer;
  };
  const credentials = {
    formFields: [
      { id: "email", value: email },
      { id: "password", value: "Clearance2026" },
    ],
  };

  const signUp = await call<{ user: { id: string } }>(
    "POST",
    "/api/auth/signup",
    credentials,
    "emailpassword",
  );
  const { token } = await app.core<{ token: string }>("/recipe/user/email/verify/token", {
    userId: signUp.user.id,
    email,
  });
  await app.core("/recipe/user/email/verify", { method: "token", token });
  await call("POST", "/api/auth/signin", credentials, "emailpassword");

  const draft = await call<{ correlation_id: string }>("GET", "/api/submissions/new");
  await call("PATCH", `/api/submissions/${draft.correlation_id}`, { title: DRAFT_TITLE });
  return {
    cookies: [...jar].map(([name, value]) => ({ name, value })),
    cookieHeader: cookieHeader(),
    draftId: draft.correlation_id,
  };
}

/**
 * Keeps the cookies `response` sets for the whole site (not the refresh token, scoped to its
 * endpoint), and its front token as the browser SDK stores it: without that cookie a page's
 * SDK would refresh the session on its first load.
 */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const path = attributes.find((attribute) => /^\s*path=/i.test(attribute));
    if (path && path.split("=")[1]?.trim() !== "/") continue;
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  const frontToken = response.headers.get("front-token");
  if (frontToken && frontToken !== "remove") {
    jar.set("sFrontToken", frontToken);
    jar.set("st-last-access-token-update", String(Date.now()));
  }
}
