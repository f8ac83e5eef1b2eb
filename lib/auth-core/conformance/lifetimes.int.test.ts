import { startHarness, type Harness } from "./harness";

/** Expiry and refresh, on a core with a one-second access-token lifetime. */
jest.setTimeout(60_000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ core: { accessTokenValidityMs: 1000 } });
});
afterAll(() => harness.close());

it("an expired access token asks for a refresh, which renews it", async () => {
  const browser = (await harness.verifiedUser()).browser;
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200); // a fresh second
  expect((await browser.protected()).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the token's lifetime is one second
  const expired = await browser.protected();
  expect(expired.status).toBe(401);
  expect(expired.body).toEqual({ message: "try refresh token" });
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  expect((await browser.protected()).status).toBe(200);
});
