import type { BenchApp } from "./app";

export type BenchCustomer = {
  /** The cookies a browser keeps for the app's pages, after the sign-in. */
  cookies: { name: string; value: string }[];
  /** Those cookies as a request's Cookie header. */
  cookieHeader: string;
  /** A draft of theirs, titled DRAFT_TITLE. */
  draftId: string;
  /** Calls the app as this customer's browser does, keeping the cookies it is given. */
  call: Call;
  /** Signs in again with the customer's password. */
  signIn(): Promise<void>;
  /** Trades the refresh token for new tokens, as the browser SDK does when a token expires. */
  refresh(): Promise<void>;
};

type Call = <T>(method: string, path: string, body?: unknown, rid?: string) => Promise<T>;

export const DRAFT_TITLE = "Harbour Lights";
const PASSWORD = "Clearance2026";
const REFRESH_PATH = "/api/auth/session/refresh";

/**
 * A customer as the product sees one, made through the app's own auth API the way the prebuilt
 * UI calls it: signed up, e-mail verified (with a token from the auth core, as the e-mailed link
 * carries it), signed in again so the session carries the verified claim, with one titled draft.
 */
export async function signedInCustomer(
  app: BenchApp,
  email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<BenchCustomer> {
  const jar = new Map<string, string>();
  let refreshToken = "";
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const call: Call = async <T>(method: string, path: string, body?: unknown, rid?: string) => {
    const response = await fetch(`${app.origin}${path}`, {
      method,
      headers: {
        cookie: path === REFRESH_PATH ? `sRefreshToken=${refreshToken}` : cookieHeader(),
        "content-type": "application/json",
        // As the browser sends it: the API refuses cross-site writes.
        origin: app.origin,
        ...(rid ? { rid, "st-auth-mode": "cookie" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    refreshToken = keepCookies(jar, response) ?? refreshToken;
    const answer = (await response.json()) as T & { status?: string };
    // The auth API answers 200 with a status other than OK for a refused form; a refresh has none.
    if (!response.ok || (rid && answer.status !== undefined && answer.status !== "OK")) {
      throw new Error(`${method} ${path} answered ${response.status} ${JSON.stringify(answer)}`);
    }
    return answer;
  };
  const credentials = {
    formFields: [
      { id: "email", value: email },
      { id: "password", value: PASSWORD },
    ],
  };
  const signIn = async () => {
    await call("POST", "/api/auth/signin", credentials, "emailpassword");
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
  await signIn();

  const draft = await call<{ correlation_id: string }>("GET", "/api/submissions/new");
  await call("PATCH", `/api/submissions/${draft.correlation_id}`, { title: DRAFT_TITLE });
  return {
    cookies: [...jar].map(([name, value]) => ({ name, value })),
    cookieHeader: cookieHeader(),
    draftId: draft.correlation_id,
    call,
    signIn,
    refresh: () => call("POST", REFRESH_PATH, undefined, "session"),
  };
}

/**
 * Keeps the cookies `response` sets for the whole site, and its front token as the browser SDK
 * stores it: without that cookie a page's SDK would refresh the session on its first load.
 * Answers the refresh token when the response sets one (scoped to its endpoint, kept apart).
 */
function keepCookies(jar: Map<string, string>, response: Response): string | undefined {
  let refreshToken: string | undefined;
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (name === "sRefreshToken") {
      refreshToken = value || undefined;
      continue;
    }
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
  return refreshToken;
}
