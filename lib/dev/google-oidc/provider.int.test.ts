import { createHash, randomBytes } from "node:crypto";

import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from "jose";

import { CookieJar, browse, submitForm } from "./browser";
import { CONSENT_PAGE_TITLE } from "./consent-page";
import { type RunningGoogleOidc, startGoogleOidcProvider, subjectForEmail } from "./provider";

const CLIENT_ID = "test-client.apps.googleusercontent.com";
const CLIENT_SECRET = "test-client-secret";
const REDIRECT_URI = "http://localhost:3000/auth/callback/google";

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported?: string[];
  scopes_supported?: string[];
};

type TokenResponse = { access_token: string; id_token: string; token_type: string; scope: string };

type Pkce = { verifier: string; challenge: string };

function createPkce(): Pkce {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

let provider: RunningGoogleOidc;
let discovery: Discovery;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  provider = await startGoogleOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
  });
  discovery = (await (await fetch(provider.discoveryUrl)).json()) as Discovery;
  jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
});

afterAll(() => provider.close());

type AuthorizationRequest = { scope?: string; pkce?: Pkce; nonce?: string; loginHint?: string };

/** Builds the request as supertokens-node's Google provider does, Google-only parameters too. */
function authorizationUrl(state: string, request: AuthorizationRequest = {}): string {
  const url = new URL(discovery.authorization_endpoint);
  url.searchParams.set("client_id", CLIENT_ID);
  url.searchParams.set("redirect_uri", REDIRECT_URI);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", request.scope ?? "openid email");
  url.searchParams.set("state", state);
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("included_grant_scopes", "true");
  if (request.nonce) url.searchParams.set("nonce", request.nonce);
  if (request.loginHint) url.searchParams.set("login_hint", request.loginHint);
  if (request.pkce) {
    url.searchParams.set("code_challenge", request.pkce.challenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  return url.href;
}

async function openSignInPage(jar: CookieJar, state: string, request?: AuthorizationRequest) {
  const visit = await browse(jar, authorizationUrl(state, request), REDIRECT_URI);
  expect(visit.status).toBe(200);
  expect(new URL(visit.url).pathname).toMatch(/^\/interaction\//);
  return visit;
}

type SignIn = { email: string; shareEmail?: boolean; pkce?: Pkce; nonce?: string; scope?: string };

/** Signs in through the page and returns the authorization code the app receives. */
async function signIn(sign: SignIn, jar = new CookieJar()): Promise<string> {
  const state = randomBytes(8).toString("hex");
  const page = await openSignInPage(jar, state, sign);
  const fields: Record<string, string> = { email: sign.email };
  if (sign.shareEmail ?? true) fields.share_email = "yes";
  const callback = new URL((await submitForm(jar, page.url, REDIRECT_URI, fields)).url);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  expect(callback.searchParams.get("state")).toBe(state);
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`No code in ${callback.href}`);
  return code;
}

function exchangeCode(code: string, extra: Record<string, string> = {}): Promise<Response> {
  return fetch(discovery.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      ...extra,
    }).toString(),
  });
}

async function tokensFor(code: string, extra?: Record<string, string>): Promise<TokenResponse> {
  const response = await exchangeCode(code, extra);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

async function verifiedIdToken(tokens: TokenResponse): Promise<JWTPayload> {
  const { payload, protectedHeader } = await jwtVerify(tokens.id_token, jwks, {
    issuer: provider.issuer,
    audience: CLIENT_ID,
  });
  expect(protectedHeader.alg).toBe("RS256");
  return payload;
}

async function userinfo(tokens: TokenResponse): Promise<Record<string, unknown>> {
  const response = await fetch(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function subFor(email: string): Promise<string | undefined> {
  const tokens = await tokensFor(await signIn({ email }));
  return (await verifiedIdToken(tokens)).sub;
}

describe("Google OIDC stand-in", () => {
  test("discovery names the issuer, endpoints under it and S256 PKCE", () => {
    expect(discovery.issuer).toBe(provider.issuer);
    expect(provider.discoveryUrl).toBe(`${provider.issuer}/.well-known/openid-configuration`);
    for (const endpoint of [
      discovery.authorization_endpoint,
      discovery.token_endpoint,
      discovery.userinfo_endpoint,
      discovery.jwks_uri,
    ]) {
      expect(endpoint.startsWith(`${provider.issuer}/`)).toBe(true);
    }
    expect(discovery.code_challenge_methods_supported).toContain("S256");
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "email"]));
  });

  test("the sign-in page asks for the email and consent to share it", async () => {
    const page = await openSignInPage(new CookieJar(), "page-state");
    expect(page.html).toContain(`<title>${CONSENT_PAGE_TITLE}</title>`);
    expect(page.html).toMatch(/<label for="email">Email<\/label>/);
    expect(page.html).toMatch(/<input id="email" type="email" name="email"[^>]*required/);
    expect(page.html).toMatch(/<input type="checkbox" name="share_email" value="yes" checked>/);
    expect(page.html).toContain("Share my email address with the app");
    expect(page.html).toMatch(/<button type="submit">Continue<\/button>/);
  });

  test("the page pre-fills the login_hint", async () => {
    const jar = new CookieJar();
    const page = await openSignInPage(jar, "hint", { loginHint: "hinted@example.com" });
    expect(page.html).toContain('value="hinted@example.com"');
  });

  test("code flow with PKCE: the id_token verifies and carries nonce and normalised email", async () => {
    const pkce = createPkce();
    const nonce = randomBytes(8).toString("hex");
    const code = await signIn({ email: "  Ada.Lovelace@Example.COM ", pkce, nonce });
    const tokens = await tokensFor(code, { code_verifier: pkce.verifier });

    expect(tokens.token_type).toBe("Bearer");
    expect(tokens.scope.split(" ").sort()).toEqual(["email", "openid"]);
    const claims = await verifiedIdToken(tokens);
    expect(claims).toMatchObject({
      iss: provider.issuer,
      aud: CLIENT_ID,
      nonce,
      email: "ada.lovelace@example.com",
      email_verified: true,
      sub: subjectForEmail("ada.lovelace@example.com"),
    });
    expect(claims.sub).toMatch(/^\d{21}$/);
  });

  test("userinfo returns the email for the access token", async () => {
    const tokens = await tokensFor(await signIn({ email: "grace@example.com" }));
    const id = await verifiedIdToken(tokens);
    expect(await userinfo(tokens)).toEqual({
      sub: id.sub,
      email: "grace@example.com",
      email_verified: true,
    });
  });

  test("the code flow works without PKCE and without a nonce", async () => {
    const tokens = await tokensFor(await signIn({ email: "no-pkce@example.com" }));
    const claims = await verifiedIdToken(tokens);
    expect(claims.email).toBe("no-pkce@example.com");
    expect(claims.nonce).toBeUndefined();
  });

  test("a wrong PKCE verifier is rejected", async () => {
    const code = await signIn({ email: "pkce@example.com", pkce: createPkce() });
    const response = await exchangeCode(code, { code_verifier: createPkce().verifier });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
  });

  test("the same email always gets the same sub; another email another sub", async () => {
    const first = await subFor("same@example.com");
    expect(await subFor("SAME@example.com")).toBe(first);
    expect(await subFor("other@example.com")).not.toBe(first);
  });

  test("without consent to share, neither id_token nor userinfo carry the email", async () => {
    const code = await signIn({ email: "private@example.com", shareEmail: false });
    const tokens = await tokensFor(code);
    const claims = await verifiedIdToken(tokens);

    expect(claims.sub).toBe(subjectForEmail("private@example.com"));
    expect(claims).not.toHaveProperty("email");
    expect(claims).not.toHaveProperty("email_verified");
    expect(tokens.scope).toBe("openid");
    expect(await userinfo(tokens)).toEqual({ sub: claims.sub });
  });

  test("the profile scope is accepted", async () => {
    const tokens = await tokensFor(
      await signIn({ email: "profile@example.com", scope: "openid email profile" }),
    );
    expect(tokens.scope.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect((await verifiedIdToken(tokens)).email).toBe("profile@example.com");
  });

  test("a wrong client secret is rejected at the token endpoint", async () => {
    const code = await signIn({ email: "secret@example.com" });
    const response = await exchangeCode(code, { client_secret: "not-the-secret" });
    expect([400, 401]).toContain(response.status);
    expect(await response.json()).toMatchObject({ error: "invalid_client" });
  });

  test("an invalid email re-renders the page with an error and no redirect", async () => {
    const jar = new CookieJar();
    const page = await openSignInPage(jar, "invalid");
    const visit = await submitForm(jar, page.url, REDIRECT_URI, {
      email: "not-an-email",
      share_email: "yes",
    });

    expect(visit.status).toBe(400);
    expect(visit.location).toBeNull();
    expect(visit.url).toBe(page.url);
    expect(visit.html).toContain("Enter a valid email address");
    expect(visit.html).toContain('value="not-an-email"');

    // The same interaction still accepts a corrected email.
    const retry = await submitForm(jar, page.url, REDIRECT_URI, { email: "fixed@example.com" });
    expect(new URL(retry.url).searchParams.get("state")).toBe("invalid");
  });

  test("each sign-in shows the page again, even within one browser session", async () => {
    const jar = new CookieJar();
    const emails = ["first@example.com", "first@example.com", "second@example.com"];
    for (const email of emails) {
      const tokens = await tokensFor(await signIn({ email }, jar));
      expect(decodeJwt(tokens.id_token).email).toBe(email);
    }
  });

  test("the sign-in page without its interaction cookie explains and does not redirect", async () => {
    const page = await openSignInPage(new CookieJar(), "lost-cookie");
    const visit = await submitForm(new CookieJar(), page.url, REDIRECT_URI, {
      email: "x@example.com",
    });
    expect(visit.status).toBe(400);
    expect(visit.html).toContain("expired or was already used");
  });

  test("close() stops the server", async () => {
    const other = await startGoogleOidcProvider({
      port: 0,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
    });
    expect((await fetch(other.discoveryUrl)).status).toBe(200);
    await other.close();
    await expect(fetch(other.discoveryUrl)).rejects.toThrow();
  });

  test("refuses to listen beyond loopback", async () => {
    await expect(
      startGoogleOidcProvider({
        host: "0.0.0.0",
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [REDIRECT_URI],
      }),
    ).rejects.toThrow(/loopback only/);
  });

  test("refuses to start in a real deployment (APP_ENV=production)", async () => {
    await expect(
      startGoogleOidcProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [REDIRECT_URI],
        env: { APP_ENV: "production" },
      }),
    ).rejects.toThrow(/will not run with APP_ENV=production/);
  });
});
