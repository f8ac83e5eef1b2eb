import type { VerifySessionOptions } from "supertokens-node/recipe/session";
import UserRoles, { PermissionClaim, UserRoleClaim } from "supertokens-node/recipe/userroles";

import { startAuthCore } from "../index";
import { formFields, PASSWORD, startHarness, tokenOf, type Browser, type Harness } from "./harness";
import { testCoreConfig } from "./test-config";

jest.setTimeout(60_000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const signUp = (browser: Browser, email?: string) => harness.signUp(browser, email);
const verify = (browser: Browser, email: string) => harness.verifyEmail(browser, email);

describe("email and password", () => {
  it("signs up, then answers whether the email exists", async () => {
    const browser = harness.browser();
    const { email } = await signUp(browser);
    expect(browser.cookie("sAccessToken")).toBeDefined();
    expect(browser.cookie("sRefreshToken")).toBeDefined();

    const exists = await browser.auth(
      "GET",
      `/emailpassword/email/exists?email=${encodeURIComponent(email)}`,
    );
    expect(exists.body).toEqual({ status: "OK", exists: true });
    const unknown = await browser.auth(
      "GET",
      `/emailpassword/email/exists?email=nobody%40example.com`,
    );
    expect(unknown.body).toEqual({ status: "OK", exists: false });
  });

  it("refuses a second sign-up with the same email, whatever its case", async () => {
    const { email } = await signUp(harness.browser());
    const again = await harness
      .browser()
      .auth("POST", "/signup", formFields({ email: email.toUpperCase(), password: PASSWORD }));
    expect(again.body).toMatchObject({
      status: "FIELD_ERROR",
      formFields: [{ id: "email", error: "This email already exists. Please sign in instead." }],
    });
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const { email } = await signUp(harness.browser());
    const right = harness.browser();
    expect(
      (await right.auth("POST", "/signin", formFields({ email, password: PASSWORD }))).body.status,
    ).toBe("OK");
    expect(right.accessTokenPayload().sub).toEqual(expect.any(String));

    const wrong = await harness
      .browser()
      .auth("POST", "/signin", formFields({ email, password: "wrong pass 1" }));
    expect(wrong.body).toEqual({ status: "WRONG_CREDENTIALS_ERROR" });
  });

  it("holds an unverified user at the email-verification gate (403), then lets them through", async () => {
    const browser = harness.browser();
    const { email } = await signUp(browser);
    const gated = await browser.protected();
    expect(gated.status).toBe(403);
    expect(gated.body).toMatchObject({
      message: "invalid claim",
      claimValidationErrors: [{ id: "st-ev" }],
    });

    await verify(browser, email);
    const through = await browser.protected();
    expect(through.status).toBe(200);
    expect((through.body.result as Record<string, { v: unknown }>)["st-ev"]!.v).toBe(true);
    expect((await browser.auth("GET", "/user/email/verify")).body).toEqual({
      status: "OK",
      isVerified: true,
    });
  });

  it("resets a forgotten password with the e-mailed token, once", async () => {
    const { email } = await signUp(harness.browser());
    const browser = harness.browser();
    const request = await browser.auth("POST", "/user/password/reset/token", formFields({ email }));
    expect(request.body.status).toBe("OK");
    const token = tokenOf(harness.lastEmail("reset", email).link);

    const reset = await browser.auth("POST", "/user/password/reset", {
      method: "token",
      token,
      ...formFields({ password: "a brand new pass 7" }),
    });
    expect(reset.body.status).toBe("OK");
    const reused = await browser.auth("POST", "/user/password/reset", {
      method: "token",
      token,
      ...formFields({ password: "another new pass 8" }),
    });
    expect(reused.body.status).toBe("RESET_PASSWORD_INVALID_TOKEN_ERROR");

    const old = await harness
      .browser()
      .auth("POST", "/signin", formFields({ email, password: PASSWORD }));
    expect(old.body.status).toBe("WRONG_CREDENTIALS_ERROR");
    const fresh = await harness
      .browser()
      .auth("POST", "/signin", formFields({ email, password: "a brand new pass 7" }));
    expect(fresh.body.status).toBe("OK");
  });
});

const adminOnly: VerifySessionOptions = {
  overrideGlobalClaimValidators: (validators) => [
    ...validators,
    UserRoleClaim.validators.includes("admin"),
  ],
};

describe("roles", () => {
  it("puts a role granted mid-session into the token when the claim is refetched", async () => {
    const browser = harness.browser();
    const { email, userId } = await signUp(browser);
    await verify(browser, email);
    expect(browser.accessTokenPayload()["st-role"]).toMatchObject({ v: [] });

    await UserRoles.createNewRoleOrAddPermissions("admin", ["orders:manage"]);
    expect((await UserRoles.addRoleToUser("public", userId, "admin")).status).toBe("OK");

    // The same request refetches both claims (GET roles/permissions, then regenerate).
    const refetch = await browser.protected({
      action: async (session) => {
        await session.fetchAndSetClaim(UserRoleClaim);
        await session.fetchAndSetClaim(PermissionClaim);
        return session.getAccessTokenPayload();
      },
    });
    expect(refetch.status).toBe(200);
    expect(browser.accessTokenPayload()["st-role"]).toMatchObject({ v: ["admin"] });
    expect(browser.accessTokenPayload()["st-perm"]).toMatchObject({ v: ["orders:manage"] });
    expect((await browser.protected({ options: adminOnly })).status).toBe(200);
  });

  it("answers 403 for a role the user lacks", async () => {
    const browser = harness.browser();
    const { email } = await signUp(browser);
    await verify(browser, email);
    const answer = await browser.protected({ options: adminOnly });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ claimValidationErrors: [{ id: "st-role" }] });
  });
});

describe("sessions", () => {
  it("refreshes, then promotes the new refresh token on first use", async () => {
    const { browser } = await harness.verifiedUser();
    const before = browser.accessTokenPayload();
    const refresh = await browser.auth("POST", "/session/refresh");
    expect(refresh.status).toBe(200);
    const refreshed = browser.accessTokenPayload();
    expect(refreshed.parentRefreshTokenHash1).toEqual(expect.any(String));
    expect(refreshed.sessionHandle).toBe(before.sessionHandle);

    expect((await browser.protected()).status).toBe(200);
    expect(browser.accessTokenPayload().parentRefreshTokenHash1).toBeNull();
    expect(browser.accessTokenPayload().refreshTokenHash1).toBe(refreshed.refreshTokenHash1);
  });

  it("detects a stolen refresh token and ends the session", async () => {
    const { browser } = await harness.verifiedUser();
    const stolen = browser.cookie("sRefreshToken")!;
    expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
    expect((await browser.protected()).status).toBe(200); // promotes the child

    const thief = harness.browser();
    thief.cookies.set("sRefreshToken", { value: stolen, path: "/api/auth/session/refresh" });
    const theft = await thief.auth("POST", "/session/refresh");
    expect(theft.status).toBe(401);
    expect(theft.body).toEqual({ message: "token theft detected" });

    // The victim's session is gone too: a database-checked request is refused.
    expect((await browser.protected({ options: { checkDatabase: true } })).status).toBe(401);
  });

  it("signs out: the session is gone and the cookies are cleared", async () => {
    const { browser } = await harness.verifiedUser();
    const handle = browser.accessTokenPayload().sessionHandle as string;
    expect((await browser.auth("POST", "/signout")).body).toEqual({ status: "OK" });
    expect(browser.cookie("sAccessToken")).toBeUndefined();
    expect(
      await harness.core.core.db.query.sessions.findFirst({
        where: (s, { eq }) => eq(s.handle, handle),
      }),
    ).toBeUndefined();
  });

  it("sees a revoked session only when the database is checked", async () => {
    const { browser, userId } = await harness.verifiedUser();
    const { revokeAllSessionsForUser } = await import("supertokens-node/recipe/session");
    expect(await revokeAllSessionsForUser(userId)).toHaveLength(1);
    expect((await browser.protected()).status).toBe(200); // verified locally from the JWT
    expect((await browser.protected({ options: { checkDatabase: true } })).status).toBe(401);
  });

  it("lists, reads and updates a user's sessions by handle", async () => {
    const { browser, userId } = await harness.verifiedUser();
    const Session = await import("supertokens-node/recipe/session");
    const [handle] = await Session.getAllSessionHandlesForUser(userId);
    expect(handle).toBe(browser.accessTokenPayload().sessionHandle);
    expect(await Session.updateSessionDataInDatabase(handle!, { cart: 3 })).toBe(true);
    const info = await Session.getSessionInformation(handle!);
    expect(info).toMatchObject({
      sessionHandle: handle,
      userId,
      sessionDataInDatabase: { cart: 3 },
    });
    expect(await Session.mergeIntoAccessTokenPayload(handle!, { plan: "pro" })).toBe(true);
    expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
    expect(browser.accessTokenPayload().plan).toBe("pro");
  });

  it("keeps every session valid across a core restart: keys and the refresh-token key are stored", async () => {
    const { browser } = await harness.verifiedUser();
    const { port } = harness.core;
    await harness.core.close();
    harness.core = await startAuthCore(testCoreConfig({ port }));
    expect((await browser.protected({ options: { checkDatabase: true } })).status).toBe(200);
    expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
    expect((await browser.protected()).status).toBe(200);
  });
});
