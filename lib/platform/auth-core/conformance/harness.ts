import { NextRequest } from "next/server";
import supertokens from "supertokens-node";
import { getAppDirRequestHandler, withSession } from "supertokens-node/nextjs";
import EmailPassword from "supertokens-node/recipe/emailpassword";
import EmailVerification from "supertokens-node/recipe/emailverification";
import Session from "supertokens-node/recipe/session";
import type { SessionContainer, VerifySessionOptions } from "supertokens-node/recipe/session";
import ThirdParty from "supertokens-node/recipe/thirdparty";
import UserMetadata from "supertokens-node/recipe/usermetadata";
import UserRoles from "supertokens-node/recipe/userroles";

import type { AuthCoreConfig } from "../config";
import { startAuthCore, type RunningAuthCore } from "../index";
import { API_KEY, testCoreConfig } from "./test-config";

/**
 * Drives the real supertokens-node through its Next.js App Router handler against the embedded
 * core: real `Request`/`Response` objects and a cookie jar per simulated browser.
 */
export const ORIGIN = "http://localhost:3000";

export type Email = { kind: "verify" | "reset"; to: string; link: string };

export type HarnessOptions = {
  core?: Partial<AuthCoreConfig>;
  session?: { antiCsrf?: "VIA_TOKEN" | "NONE"; useDynamicAccessTokenSigningKey?: boolean };
  google?: { discoveryUrl: string; clientId: string; clientSecret: string };
  /** The core's clock (the SDK keeps the real one). */
  now?: () => number;
};

export type Harness = Awaited<ReturnType<typeof startHarness>>;

export async function startHarness(options: HarnessOptions = {}) {
  const core: RunningAuthCore = await startAuthCore(testCoreConfig(options.core), {
    now: options.now,
  });
  const emails: Email[] = [];
  const capture = (kind: Email["kind"]) => ({
    service: {
      sendEmail: async (input: {
        user: { email: string };
        emailVerifyLink?: string;
        passwordResetLink?: string;
      }) => {
        emails.push({
          kind,
          to: input.user.email,
          link: input.emailVerifyLink ?? input.passwordResetLink!,
        });
      },
    },
  });

  supertokens.init({
    framework: "custom",
    supertokens: { connectionURI: core.url, apiKey: API_KEY },
    appInfo: {
      appName: "No Conflict Script",
      apiDomain: ORIGIN,
      websiteDomain: ORIGIN,
      apiBasePath: "/api/auth",
      websiteBasePath: "/auth",
    },
    recipeList: [
      EmailPassword.init({ emailDelivery: capture("reset") }),
      ThirdParty.init({
        signInAndUpFeature: {
          providers: options.google
            ? [
                {
                  config: {
                    thirdPartyId: "google",
                    oidcDiscoveryEndpoint: options.google.discoveryUrl,
                    clients: [
                      {
                        clientId: options.google.clientId,
                        clientSecret: options.google.clientSecret,
                      },
                    ],
                  },
                },
              ]
            : [],
        },
      }),
      EmailVerification.init({ mode: "REQUIRED", emailDelivery: capture("verify") }),
      Session.init({
        antiCsrf: options.session?.antiCsrf,
        useDynamicAccessTokenSigningKey: options.session?.useDynamicAccessTokenSigningKey,
      }),
      UserRoles.init(),
      UserMetadata.init(),
    ],
    telemetry: false,
    isInServerlessEnv: true,
  });

  const handle = getAppDirRequestHandler();
  /** The newest e-mail of a kind sent to an address. */
  const lastEmail = (kind: Email["kind"], to: string): Email => {
    const email = emails.filter((entry) => entry.kind === kind && entry.to === to).at(-1);
    if (!email) throw new Error(`no ${kind} e-mail to ${to}`);
    return email;
  };
  const browser = () => new Browser(handle);

  /** Signs up through the API; answers the new user's email and id. */
  async function signUp(user: Browser, email = newEmail()) {
    const answer = await user.auth("POST", "/signup", formFields({ email, password: PASSWORD }));
    if (answer.body.status !== "OK")
      throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
    return { email, userId: (answer.body.user as { id: string }).id };
  }

  /** Asks for the verification e-mail and follows its link, as the person would. */
  async function verifyEmail(user: Browser, email: string) {
    await user.auth("POST", "/user/email/verify/token");
    const token = tokenOf(lastEmail("verify", email).link);
    const answer = await user.auth("POST", "/user/email/verify", { method: "token", token });
    if (answer.body.status !== "OK")
      throw new Error(`verification failed: ${JSON.stringify(answer.body)}`);
  }

  return {
    core,
    emails,
    lastEmail,
    browser,
    signUp,
    verifyEmail,
    /** A new user, signed up and verified, with their browser. */
    async verifiedUser() {
      const user = browser();
      const account = await signUp(user);
      await verifyEmail(user, account.email);
      return { browser: user, ...account };
    },
    /** Closes whichever core the harness holds now (a test may restart it). */
    close(this: { core: RunningAuthCore }) {
      return this.core.close();
    },
  };
}

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** A cookie jar with the request habits of the prebuilt UI (st-auth-mode, anti-csrf header). */
export class Browser {
  readonly cookies = new Map<string, { value: string; path: string }>();
  antiCsrf: string | undefined;

  constructor(private readonly handle: (request: Request) => Promise<Response>) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private cookieHeader(path: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const [name, ...value] = pair!.split("=");
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? "/";
      const expired = attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value.join("=") === "") this.cookies.delete(name!);
      else this.cookies.set(name!, { value: value.join("="), path });
    }
    const antiCsrf = response.headers.get("anti-csrf");
    if (antiCsrf) this.antiCsrf = antiCsrf;
  }

  private request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return new NextRequest(`${ORIGIN}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        "st-auth-mode": "cookie",
        cookie: this.cookieHeader(path),
        ...(this.antiCsrf ? { "anti-csrf": this.antiCsrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Calls the SDK's `/api/auth/...` handler. */
  async auth(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const response = await this.handle(this.request(method, `/api/auth${path}`, body, headers));
    return this.answer(response);
  }

  /** Calls a protected route of the app, guarded like the product's API routes. */
  async protected({
    options,
    method = "GET",
    action = async (session) => session.getAccessTokenPayload(),
  }: {
    options?: VerifySessionOptions;
    method?: string;
    action?: (session: SessionContainer) => Promise<unknown>;
  } = {}): Promise<Answer> {
    const request = this.request(method, "/api/protected", method === "GET" ? undefined : {});
    const response = await withSession(
      request,
      async (error, session) => {
        if (error) throw error;
        return Response.json({ result: session ? await action(session) : null });
      },
      options,
    );
    return this.answer(response);
  }

  private async answer(response: Response): Promise<Answer> {
    this.remember(response);
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** The payload of the current access token, read from the cookie. */
  accessTokenPayload(): Record<string, unknown> {
    const token = this.cookie("sAccessToken");
    if (!token) throw new Error("no access token cookie");
    return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
  }
}

export const PASSWORD = "correct horse 42";

let emailCounter = 0;
export const newEmail = () => `person${++emailCounter}.${Date.now()}@example.com`;

export const formFields = (fields: Record<string, string>) => ({
  formFields: Object.entries(fields).map(([id, value]) => ({ id, value })),
});

/** The signing key id in an access token's header. */
export const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as { kid: string }).kid;

/** The token query parameter of an e-mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
