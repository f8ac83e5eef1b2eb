import { runMigrations } from "@/lib/db/migrate";
import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { SigningKeys } from "./signing-keys";
import { AUTH_MIGRATIONS, createAuthDatabase, type AuthDatabase } from "../db/client";

const HOUR = 3_600_000;
const timing = {
  dynamicKeyUpdateIntervalMs: 24 * HOUR,
  dynamicKeyOverlapMs: 60_000,
  accessTokenValidityMs: HOUR,
};

let scratch: TestDatabase;
let db: AuthDatabase;
let clock: number;
const now = () => clock;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  await runMigrations(scratch.url, AUTH_MIGRATIONS);
  db = createAuthDatabase(scratch.url);
});
afterAll(async () => {
  await db.$client.end();
  await scratch.drop();
});
beforeEach(async () => {
  await db.execute("delete from auth.signing_keys");
  clock = Date.UTC(2026, 0, 1);
});

describe("dynamic signing keys", () => {
  it("creates the first key on demand, named d-<created ms>, and publishes it with a cache age", async () => {
    const keys = new SigningKeys(db, timing, now);
    const key = await keys.latestIssuedDynamicKey();
    expect(key.kid).toBe(`d-${clock}`);
    const jwks = await keys.jwks();
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kid: key.kid, kty: "RSA", alg: "RS256", use: "sig" }),
    ]);
    // Cache until the next key is published: interval minus overlap.
    expect(jwks.maxAgeSeconds).toBe((24 * HOUR - 60_000) / 1000);
  });

  it("publishes the next key an overlap before it signs, then signs with it", async () => {
    const keys = new SigningKeys(db, timing, now);
    const first = await keys.latestIssuedDynamicKey();

    clock += 24 * HOUR - 60_000 + 1; // the next key is due
    const stillFirst = await keys.latestIssuedDynamicKey();
    expect(stillFirst.kid).toBe(first.kid);
    const published = (await keys.jwks()).keys.map((key) => key.kid);
    expect(published).toEqual([`d-${clock}`, first.kid]);

    clock += 60_000; // the overlap has passed
    expect((await keys.latestIssuedDynamicKey()).kid).toBe(published[0]);
    expect((await keys.verificationKey(first.kid))?.kid).toBe(first.kid);
  });

  it("drops a key from verification once interval + 2 × access-token validity have passed", async () => {
    const keys = new SigningKeys(db, timing, now);
    const first = await keys.latestIssuedDynamicKey();
    clock += 24 * HOUR + 2 * HOUR - 1;
    expect(await keys.verificationKey(first.kid)).toBeDefined();
    clock += 2;
    expect(await keys.verificationKey(first.kid)).toBeUndefined();
    expect((await keys.jwks()).keys.map((key) => key.kid)).not.toContain(first.kid);
  });

  it("is shared through the database: a second instance uses the first one's key", async () => {
    const first = await new SigningKeys(db, timing, now).latestIssuedDynamicKey();
    const second = await new SigningKeys(db, timing, now).latestIssuedDynamicKey();
    expect(second.kid).toBe(first.kid);
  });

  it("creates exactly one key when many instances ask at once", async () => {
    const kids = await Promise.all(
      Array.from({ length: 8 }, () => new SigningKeys(db, timing, now).latestIssuedDynamicKey()),
    );
    expect(new Set(kids.map((key) => key.kid)).size).toBe(1);
    const rows = await db.execute("select count(*)::int as count from auth.signing_keys");
    expect(rows.rows[0]).toEqual({ count: 1 });
  });
});

describe("the static signing key", () => {
  it("is one s-<uuid> key for every instance, published beside the dynamic keys", async () => {
    const [a, b] = await Promise.all([
      new SigningKeys(db, timing, now).signingKey(true),
      new SigningKeys(db, timing, now).signingKey(true),
    ]);
    expect(a.kid).toMatch(/^s-[0-9a-f-]{36}$/);
    expect(b.kid).toBe(a.kid);
    const kids = (await new SigningKeys(db, timing, now).jwks()).keys.map((key) => key.kid);
    expect(kids).toContain(a.kid);
    expect(kids.some((kid) => kid.startsWith("d-"))).toBe(true);
  });
});
