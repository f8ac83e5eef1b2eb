import { createHash, generateKeyPair, randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { promisify } from "node:util";

import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type Interaction,
} from "oidc-provider";

import { isProduction } from "@/lib/env";
import { log } from "@/lib/log";
import { closeHttpServer, listenOn } from "@/lib/net/ports";
import { normaliseEmail } from "@/lib/platform/auth-core/recipes/users";

import {
  CONSENT_FIELDS,
  renderConsentPage,
  renderErrorPage,
  type ConsentPageInput,
} from "./consent-page";

export type GoogleOidcOptions = {
  /** Loopback only: the provider signs in anyone who types an email. Default "127.0.0.1". */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  /** e.g. ["http://localhost:3000/auth/callback/google"] */
  redirectUris: string[];
  /** Where APP_ENV is read; default the process's environment. */
  env?: Record<string, string | undefined>;
};

export type RunningGoogleOidc = {
  /** e.g. "http://127.0.0.1:41234" */
  issuer: string;
  /** `${issuer}/.well-known/openid-configuration` */
  discoveryUrl: string;
  close(): Promise<void>;
};

/** Claims per scope, as Google releases them; this stand-in knows only the email. */
const SCOPE_CLAIMS = {
  openid: ["sub"],
  email: ["email", "email_verified"],
  profile: ["name", "given_name", "family_name", "picture", "locale"],
};
const GRANTABLE_SCOPES = new Set([...Object.keys(SCOPE_CLAIMS), "offline_access"]);

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)$/;
const MAX_FORM_BYTES = 16 * 1024;
const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const INVALID_EMAIL_MESSAGE = "Enter a valid email address, like name@example.com.";

const TTL_SECONDS = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 10 * 60,
  Grant: 24 * 60 * 60,
  Session: 24 * 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
};

/** Emails by subject: who signed in since this provider started. */
type AccountDirectory = Map<string, string>;

/** An interaction request that cannot go on; shown to the person as an error page. */
class InteractionRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Starts a Google-compatible OpenID Connect provider on loopback, for local use only (development
 * and tests): discovery, authorization (with our sign-in page), token, userinfo and JWKS
 * endpoints. It signs in anyone who can reach it as any address: never in a real deployment.
 */
export async function startGoogleOidcProvider(
  options: GoogleOidcOptions,
): Promise<RunningGoogleOidc> {
  if (isProduction(options.env ?? process.env)) {
    throw new Error(
      "The development Google sign-in signs anyone in as any address and will not run with APP_ENV=production; set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
    );
  }
  const host = options.host ?? "127.0.0.1";
  assertLoopback(host);
  const server = http.createServer();
  const { port } = await listenOn(server, host, options.port ?? 0);
  try {
    const issuer = `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
    const accounts: AccountDirectory = new Map();
    const provider = new Provider(issuer, await providerConfiguration(options, accounts));
    server.on("request", createRequestListener(provider, accounts));
    return {
      issuer,
      discoveryUrl: `${issuer}/.well-known/openid-configuration`,
      close: () => closeHttpServer(server),
    };
  } catch (error) {
    await closeHttpServer(server);
    throw error;
  }
}

/** Google's stable account id: 21 digits, here derived from the normalised email. */
export function subjectForEmail(email: string): string {
  const digest = createHash("sha256").update(normaliseEmail(email)).digest("hex");
  const digits = (BigInt(`0x${digest}`) % 10n ** 20n).toString().padStart(20, "0");
  return `1${digits}`;
}

function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

function assertLoopback(host: string): void {
  const loopback =
    host === "localhost" || host === "::1" || (isIPv4(host) && host.startsWith("127."));
  if (!loopback) {
    throw new Error(`The Google OIDC stand-in listens on loopback only, not on "${host}"`);
  }
}

async function providerConfiguration(
  options: GoogleOidcOptions,
  accounts: AccountDirectory,
): Promise<Configuration> {
  return {
    adapter: createMemoryAdapterFactory(),
    claims: SCOPE_CLAIMS,
    // Only servers call the token and userinfo endpoints; browsers never need CORS here.
    clientBasedCORS: () => false,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code", "refresh_token"],
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: "RS256",
      },
    ],
    // Google puts the email claims in the id_token of the code flow too.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    features: {
      devInteractions: { enabled: false },
      // Google advertises no end_session_endpoint.
      rpInitiatedLogout: { enabled: false },
    },
    findAccount: (_ctx, sub) => findAccount(accounts, sub),
    interactions: {
      policy: alwaysAskForAccountPolicy(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    jwks: { keys: [await createSigningKey()] },
    // PKCE is checked whenever the client sends it, as Google does, but not demanded.
    pkce: { required: () => false },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderErrorPage({
        heading: "Sign-in failed",
        message: out.error_description ?? out.error,
      });
    },
    ttl: TTL_SECONDS,
  };
}

async function createSigningKey(): Promise<JsonWebKey> {
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig" };
}

function findAccount(accounts: AccountDirectory, sub: string): Account | undefined {
  const email = accounts.get(sub);
  if (email === undefined) return undefined;
  // oidc-provider drops the claims whose scope was not granted.
  return { accountId: sub, claims: () => ({ sub, email, email_verified: true }) };
}

/**
 * Shows the sign-in page on every authorization, even with a live session, so that each
 * sign-in can pick its account (Google's account chooser); prompt=none still uses the session.
 */
function alwaysAskForAccountPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get("login");
  if (!login) throw new Error("oidc-provider's base policy has no login prompt");
  login.checks.add(
    new interactionPolicy.Check("account_choice", "the account is chosen on each sign-in", (ctx) =>
      ctx.oidc.result?.login || ctx.oidc.prompts.has("none")
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}

type StoredEntry = { model: string; payload: AdapterPayload; expiresAt: number };

/** Models that hold tokens issued under a grant, and so go when the grant is revoked. */
const GRANT_BOUND_MODELS = new Set(["AccessToken", "AuthorizationCode", "RefreshToken"]);

/**
 * In-memory storage for oidc-provider (its built-in one warns on every start). Lookups scan
 * all entries, which is fine for the handful a development provider keeps.
 */
function createMemoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, StoredEntry>();

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const removeExpired = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return (model) => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        removeExpired();
        const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
        entries.set(keyFor(id), { model, payload, expiresAt });
      },
      async find(id) {
        return live(keyFor(id));
      },
      async findByUid(uid) {
        for (const [key, entry] of entries) {
          if (entry.model === model && entry.payload.uid === uid) return live(key);
        }
        return undefined;
      },
      // The device flow, the only user of user codes, is off.
      async findByUserCode() {
        return undefined;
      },
      async consume(id) {
        const payload = live(keyFor(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyFor(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          if (GRANT_BOUND_MODELS.has(entry.model) && entry.payload.grantId === grantId) {
            entries.delete(key);
          }
        }
      },
    };
  };
}

/** Our sign-in page under /interaction/…; everything else is oidc-provider's. */
function createRequestListener(provider: Provider, accounts: AccountDirectory) {
  const handleProtocol = provider.callback();
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", provider.issuer).pathname;
    const uid = INTERACTION_PATH.exec(path)?.[1];
    if (uid === undefined) {
      void handleProtocol(request, response);
      return;
    }
    handleInteraction(provider, accounts, uid, request, response).catch((error: unknown) =>
      sendInteractionError(response, error),
    );
  };
}

async function handleInteraction(
  provider: Provider,
  accounts: AccountDirectory,
  uid: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = request.method ?? "GET";
  if (!["GET", "HEAD", "POST"].includes(method)) {
    response.setHeader("Allow", "GET, HEAD, POST");
    throw new InteractionRequestError(405, "This page only shows and accepts the sign-in form.");
  }
  const interaction = await provider.interactionDetails(request, response);
  // The interaction cookie names the request being served; it must be the one in the URL.
  if (interaction.uid !== uid) {
    throw new InteractionRequestError(400, "This sign-in page is out of date. Start again.");
  }
  if (method === "POST") {
    await submitSignIn(provider, accounts, interaction, request, response);
    return;
  }
  const loginHint = stringParam(interaction, "login_hint") ?? "";
  sendHtml(response, 200, consentPage(interaction, { email: loginHint, shareEmail: true }));
}

/** Signs the typed account in and grants the requested scopes, without a second screen. */
async function submitSignIn(
  provider: Provider,
  accounts: AccountDirectory,
  interaction: Interaction,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const form = await readForm(request);
  const typedEmail = form.get(CONSENT_FIELDS.email) ?? "";
  const shareEmail = form.has(CONSENT_FIELDS.shareEmail);
  const email = normaliseEmail(typedEmail);
  if (!isValidEmail(email)) {
    const page = consentPage(interaction, {
      email: typedEmail,
      shareEmail,
      error: INVALID_EMAIL_MESSAGE,
    });
    sendHtml(response, 400, page);
    return;
  }
  const accountId = subjectForEmail(email);
  accounts.set(accountId, email);
  const grantId = await grantRequestedScopes(provider, interaction, accountId, shareEmail);
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * Grants what the request asked for. Without consent to share the email, the email scope is
 * rejected, so neither the id_token nor userinfo carry the email claims.
 */
async function grantRequestedScopes(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
  shareEmail: boolean,
): Promise<string> {
  const clientId = stringParam(interaction, "client_id");
  if (clientId === undefined) throw new InteractionRequestError(400, "The request names no app.");
  const requested = (stringParam(interaction, "scope") ?? "")
    .split(" ")
    .filter((scope) => GRANTABLE_SCOPES.has(scope));
  const grant = new provider.Grant({ accountId, clientId });
  // Claims come from scopes alone: the claims request parameter is not enabled.
  grant.addOIDCScope(requested.filter((scope) => shareEmail || scope !== "email").join(" "));
  if (!shareEmail && requested.includes("email")) grant.rejectOIDCScope("email");
  return grant.save();
}

function consentPage(
  interaction: Interaction,
  form: Pick<ConsentPageInput, "email" | "shareEmail" | "error">,
): string {
  return renderConsentPage({
    formAction: `/interaction/${interaction.uid}`,
    appName: appNameFor(interaction),
    ...form,
  });
}

/** Google names the app; we have only its redirect URI, whose host says as much in development. */
function appNameFor(interaction: Interaction): string {
  const redirectUri = stringParam(interaction, "redirect_uri");
  const host = redirectUri === undefined ? undefined : URL.parse(redirectUri)?.host;
  return host || (stringParam(interaction, "client_id") ?? "the app");
}

function stringParam(interaction: Interaction, name: string): string | undefined {
  const value = interaction.params[name];
  return typeof value === "string" ? value : undefined;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new InteractionRequestError(413, "The form is too large.");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendInteractionError(response: ServerResponse, error: unknown): void {
  if (error instanceof InteractionRequestError) {
    sendErrorPage(response, error.status, error.message);
  } else if (error instanceof errors.OIDCProviderError && error.expose) {
    // Typically a missing or expired interaction cookie.
    const message =
      "This sign-in request has expired or was already used. Start again from the app.";
    sendErrorPage(response, error.statusCode, message);
  } else {
    log.error({ part: "google-oidc", err: error }, "the sign-in page failed");
    sendErrorPage(response, 500, "Something went wrong. Start again from the app.");
  }
}

function sendErrorPage(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendHtml(response, status, renderErrorPage({ heading: "Sign-in failed", message }));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // Inline styles only; no scripts, no framing.
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  response.end(html);
}
