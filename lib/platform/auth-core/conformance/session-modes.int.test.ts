import { startHarness, type Harness, kidOf } from "./harness";

/**
 * The session settings the product does not use by default but the core must support:
 * anti-CSRF VIA_TOKEN and the static signing key, in one SDK configuration.
 */
jest.setTimeout(60_000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    session: { antiCsrf: "VIA_TOKEN", useDynamicAccessTokenSigningKey: false },
  });
});
afterAll(() => harness.close());

it("anti-CSRF VIA_TOKEN: a request without the anti-csrf header must refresh, one with it passes", async () => {
  const browser = (await harness.verifiedUser()).browser;
  expect(browser.antiCsrf).toEqual(expect.any(String));
  expect(browser.accessTokenPayload().antiCsrfToken).toBe(browser.antiCsrf);
  expect((await browser.protected()).status).toBe(200);

  // GET requests are exempt from the check; state-changing ones are not.
  const token = browser.antiCsrf;
  browser.antiCsrf = undefined;
  expect((await browser.protected()).status).toBe(200);
  const refused = await browser.protected({ method: "POST" });
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({ message: "try refresh token" });

  browser.antiCsrf = token;
  const refresh = await browser.auth("POST", "/session/refresh");
  expect(refresh.status).toBe(200);
  expect(browser.antiCsrf).not.toBe(token);
  expect((await browser.protected({ method: "POST" })).status).toBe(200);
});

it("static signing key: tokens carry an s- kid and verify, through refresh and promotion", async () => {
  const browser = (await harness.verifiedUser()).browser;
  expect(kidOf(browser.cookie("sAccessToken")!)).toMatch(/^s-/);
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  expect((await browser.protected()).status).toBe(200);
  expect(kidOf(browser.cookie("sAccessToken")!)).toMatch(/^s-/);
});
