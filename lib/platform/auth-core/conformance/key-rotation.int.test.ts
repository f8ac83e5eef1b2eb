import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { startHarness, type Harness, kidOf } from "./harness";

/** Dynamic key rotation seen through the SDK, on a database of its own and a movable core clock. */
jest.setTimeout(60_000);

const HOUR = 3_600_000;
const INTERVAL = 24 * HOUR;
const OVERLAP = 60_000;
let offset = 0;
let scratch: TestDatabase;
let harness: Harness;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  harness = await startHarness({
    core: {
      databaseUrl: scratch.url,
      dynamicKeyUpdateIntervalMs: INTERVAL,
      dynamicKeyOverlapMs: OVERLAP,
    },
    now: () => Date.now() + offset,
  });
});
afterAll(async () => {
  await harness.close();
  await scratch.drop();
});

it("publishes the next key before using it, then signs with it; both keep verifying", async () => {
  const { browser } = await harness.verifiedUser();
  const firstKid = kidOf(browser.cookie("sAccessToken")!);
  const oldToken = browser.cookie("sAccessToken")!;

  offset += INTERVAL - OVERLAP + 1_000; // the next key is published, not yet used
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  expect(kidOf(browser.cookie("sAccessToken")!)).toBe(firstKid);
  const jwks = (await (await fetch(`${harness.core.url}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  expect(jwks.keys.map((key) => key.kid)).toHaveLength(2);

  offset += OVERLAP; // now the new key signs
  expect((await browser.protected()).status).toBe(200);
  expect((await browser.auth("POST", "/session/refresh")).status).toBe(200);
  const secondKid = kidOf(browser.cookie("sAccessToken")!);
  expect(secondKid).not.toBe(firstKid);
  expect(jwks.keys.map((key) => key.kid)).toContain(secondKid);
  // The SDK refetches the JWKS for an unknown kid, at most once per 500 ms (jose's cooldown).
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect((await browser.protected()).status).toBe(200);

  // A token signed with the previous key is still accepted.
  browser.cookies.set("sAccessToken", { value: oldToken, path: "/" });
  expect((await browser.protected()).status).toBe(200);
});
