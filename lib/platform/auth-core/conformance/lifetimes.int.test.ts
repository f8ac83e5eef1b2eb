import { startHarness, type Harness } from "./harness";

/**
 * Expiry and refresh, on a core with a two-second access-token lifetime (whole seconds, as the
 * core truncates `exp`: a fresh token lives between one and two seconds).
 */
jest.setTimeout(60_000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ core: { accessTokenValidityMs: 2000 } });
});
afterAll(() => harness.close());

it("an expired access token asks for a refresh, which renews it", async () => {
  const browser = (await harness.verifiedUser()).browser;
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  expect((await browser.protected()).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const expired = await browser.protected();
  expect(expired.status).toBe(401);
  expect(expired.body).toEqual({ message: "try refresh token" });
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  expect((await browser.protected()).status).toBe(200);
});
