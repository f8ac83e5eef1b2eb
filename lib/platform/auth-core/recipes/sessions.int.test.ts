import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { testCoreConfig } from "../conformance/test-config";
import type { CoreContext } from "../context";
import { readAccessToken } from "../crypto/access-token";
import { HttpError } from "../http/errors";
import { createCoreContext } from "../index";
import {
  createSession,
  getSessionInformation,
  refreshSession,
  regenerateSession,
  removeSessionsByHandle,
  verifySession,
} from "./sessions";

const MINUTE = 60_000;
let scratch: TestDatabase;
let core: CoreContext;
let clock = Date.UTC(2026, 5, 1);

beforeAll(async () => {
  scratch = await createScratchDatabase();
  core = await createCoreContext(
    testCoreConfig({
      databaseUrl: scratch.url,
      accessTokenValidityMs: 10 * MINUTE,
      refreshTokenValidityMs: 60 * MINUTE,
    }),
    () => clock,
  );
});
afterAll(async () => {
  await core.db.$client.end();
  await scratch.drop();
});

const create = (overrides: Partial<Parameters<typeof createSession>[1]> = {}) =>
  createSession(core, {
    tenantId: "public",
    userId: "user-1",
    userDataInJWT: { role: "reader" },
    userDataInDatabase: {},
    useDynamicSigningKey: true,
    enableAntiCsrf: false,
    ...overrides,
  });
const verify = (
  accessToken: string,
  overrides: Partial<Parameters<typeof verifySession>[1]> = {},
) =>
  verifySession(core, {
    accessToken,
    doAntiCsrfCheck: false,
    enableAntiCsrf: false,
    checkDatabase: false,
    ...overrides,
  });
const refresh = (
  refreshToken: string,
  overrides: Partial<Parameters<typeof refreshSession>[1]> = {},
) =>
  refreshSession(core, {
    refreshToken,
    enableAntiCsrf: false,
    useDynamicSigningKey: true,
    ...overrides,
  });

function ok<T extends { status: string }>(result: T): Extract<T, { status: "OK" }> {
  expect(result.status).toBe("OK");
  return result as Extract<T, { status: "OK" }>;
}

describe("create and verify", () => {
  it("mints a v5 token whose claims the SDK needs, verified without a database call", async () => {
    const created = await create();
    const claims = readAccessToken(created.accessToken.token);
    expect(claims).toMatchObject({
      userId: "user-1",
      recipeUserId: "user-1",
      tenantId: "public",
      parentRefreshTokenHash1: null,
      antiCsrfToken: null,
      userData: { role: "reader" },
      expiryTime: created.accessToken.expiry,
    });
    expect(created.accessToken.expiry - created.accessToken.createdTime).toBe(10 * MINUTE);
    expect(created.refreshToken.expiry).toBe(clock + 60 * MINUTE);
    expect(ok(await verify(created.accessToken.token))).not.toHaveProperty("accessToken");
  });

  it("asks for a refresh when the token expired, was tampered with or fails anti-CSRF", async () => {
    const created = await create({ enableAntiCsrf: true });
    expect(created.antiCsrfToken).toEqual(expect.any(String));
    const [header, payload, signature] = created.accessToken.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        sub: "admin",
      }),
    ).toString("base64url");
    expect((await verify(`${header}.${forged}.${signature}`)).status).toBe("TRY_REFRESH_TOKEN");
    expect((await verify("not.a.token")).status).toBe("TRY_REFRESH_TOKEN");

    const csrf = { enableAntiCsrf: true, doAntiCsrfCheck: true };
    expect(
      (await verify(created.accessToken.token, { ...csrf, antiCsrfToken: "wrong" })).status,
    ).toBe("TRY_REFRESH_TOKEN");
    ok(await verify(created.accessToken.token, { ...csrf, antiCsrfToken: created.antiCsrfToken }));

    clock += 10 * MINUTE;
    expect((await verify(created.accessToken.token)).status).toBe("TRY_REFRESH_TOKEN");
  });

  it("reports a removed session only when the database is checked", async () => {
    const created = await create();
    await removeSessionsByHandle(core, [created.session.handle]);
    ok(await verify(created.accessToken.token));
    expect((await verify(created.accessToken.token, { checkDatabase: true })).status).toBe(
      "UNAUTHORISED",
    );
  });

  it("rejects a payload that sets the core's own claims", async () => {
    await expect(create({ userDataInJWT: { sub: "someone-else" } })).rejects.toThrow(HttpError);
  });
});

describe("refresh, promotion and theft", () => {
  it("gives a child that the first verify promotes; the parent is then stolen goods", async () => {
    const created = await create();
    const child = ok(await refresh(created.refreshToken.token));
    const childClaims = readAccessToken(child.accessToken.token);
    expect(childClaims.parentRefreshTokenHash1).toEqual(expect.any(String));

    // Before promotion the parent may still refresh (a retried request, say).
    ok(await refresh(created.refreshToken.token));

    const promoted = ok(await verify(child.accessToken.token));
    expect(promoted.accessToken).toBeDefined();
    expect(readAccessToken(promoted.accessToken!.token).parentRefreshTokenHash1).toBeNull();

    expect(await refresh(created.refreshToken.token)).toMatchObject({
      status: "TOKEN_THEFT_DETECTED",
      session: { handle: created.session.handle, userId: "user-1", recipeUserId: "user-1" },
    });
    ok(await refresh(child.refreshToken.token));
  });

  it("promotes an unused child on refresh and hands out a grandchild", async () => {
    const created = await create();
    const child = ok(await refresh(created.refreshToken.token));
    const grandchild = ok(await refresh(child.refreshToken.token));
    expect(readAccessToken(grandchild.accessToken.token).parentRefreshTokenHash1).toEqual(
      expect.any(String),
    );
    expect((await refresh(created.refreshToken.token)).status).toBe("TOKEN_THEFT_DETECTED");
  });

  it("extends the session on promotion and refuses it once expired", async () => {
    const created = await create();
    clock += 50 * MINUTE;
    const child = ok(await refresh(created.refreshToken.token));
    ok(await verify(child.accessToken.token)); // promotion: 60 more minutes from now
    clock += 50 * MINUTE;
    ok(await refresh(child.refreshToken.token));
    clock += 61 * MINUTE;
    expect((await refresh(child.refreshToken.token)).status).toBe("UNAUTHORISED");
    expect((await getSessionInformation(core, created.session.handle)).status).toBe("UNAUTHORISED");
  });

  it("refuses refresh tokens it did not seal and a wrong anti-CSRF token", async () => {
    expect((await refresh("garbage")).status).toBe("UNAUTHORISED");
    const created = await create({ enableAntiCsrf: true });
    expect(
      (await refresh(created.refreshToken.token, { enableAntiCsrf: true, antiCsrfToken: "x" }))
        .status,
    ).toBe("UNAUTHORISED");
    const child = ok(
      await refresh(created.refreshToken.token, {
        enableAntiCsrf: true,
        antiCsrfToken: created.antiCsrfToken,
      }),
    );
    expect(child.antiCsrfToken).toEqual(expect.any(String));
  });

  it("under 20 concurrent refreshes of one token, then of every child, one family survives", async () => {
    const created = await create();
    const children = await Promise.all(
      Array.from({ length: 20 }, () => refresh(created.refreshToken.token)),
    );
    expect(children.map((child) => child.status)).toEqual(Array(20).fill("OK"));

    const next = await Promise.all(children.map((child) => refresh(ok(child).refreshToken.token)));
    const statuses = next.map((result) => result.status);
    expect(statuses.filter((status) => status === "OK")).toHaveLength(1);
    expect(statuses.filter((status) => status === "TOKEN_THEFT_DETECTED")).toHaveLength(19);
  });
});

describe("regenerate and signing-key modes", () => {
  it("re-signs with a new payload and the same expiry, or only stores it once expired", async () => {
    const created = await create();
    clock += MINUTE;
    const regenerated = ok(
      await regenerateSession(core, {
        accessToken: created.accessToken.token,
        userDataInJWT: { role: "admin" },
      }),
    );
    expect(regenerated.accessToken!.expiry).toBe(created.accessToken.expiry);
    expect(readAccessToken(regenerated.accessToken!.token).userData).toEqual({ role: "admin" });

    clock += 10 * MINUTE;
    const late = ok(
      await regenerateSession(core, {
        accessToken: created.accessToken.token,
        userDataInJWT: { role: "owner" },
      }),
    );
    expect(late).not.toHaveProperty("accessToken");
    expect(ok(await getSessionInformation(core, created.session.handle)).userDataInJWT).toEqual({
      role: "owner",
    });
  });

  it("signs with the static key when asked, and switches key kind on refresh", async () => {
    const created = await create({ useDynamicSigningKey: false });
    const kid = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()).kid as string;
    expect(kid(created.accessToken.token)).toMatch(/^s-/);
    ok(await verify(created.accessToken.token));
    const child = ok(await refresh(created.refreshToken.token, { useDynamicSigningKey: true }));
    expect(kid(child.accessToken.token)).toMatch(/^d-/);
  });
});
