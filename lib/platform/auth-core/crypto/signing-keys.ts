import {
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  randomUUID,
  type KeyObject,
} from "node:crypto";
import { promisify } from "node:util";

import { desc, eq, gte, sql } from "drizzle-orm";

import type { AuthDatabase } from "../db/client";
import { signingKeys } from "../db/schema";

const generateRsaKeyPair = promisify(generateKeyPair);

export type SigningKey = {
  kid: string;
  kind: "dynamic" | "static";
  createdAt: number;
  privateKey: KeyObject;
  /** The same public key as a KeyObject (verification) and as a JWK (publication). */
  verifyKey: KeyObject;
  publicKey: JsonWebKey;
};

export type PublishedKey = JsonWebKey & { kid: string; alg: "RS256"; use: "sig" };

export type KeyTiming = {
  dynamicKeyUpdateIntervalMs: number;
  dynamicKeyOverlapMs: number;
  accessTokenValidityMs: number;
};

/**
 * RS256 keys as the official core keeps them: a dynamic key (`d-<createdAtMs>`) is created every
 * update interval and verifies for that interval plus twice the access-token validity; a new key
 * is published `overlap` before it signs, so SDK caches learn it first. One static key
 * (`s-<uuid>`) serves sessions created with `useDynamicSigningKey: false`. Keys live in the
 * database, so every core instance and restart shares them.
 */
export class SigningKeys {
  /** Verifiable dynamic keys, newest first. */
  private dynamic: SigningKey[] = [];
  private staticKey: SigningKey | undefined;

  constructor(
    private readonly db: AuthDatabase,
    private readonly timing: KeyTiming,
    private readonly now: () => number = Date.now,
  ) {}

  private get lifetimeMs(): number {
    return this.timing.dynamicKeyUpdateIntervalMs + 2 * this.timing.accessTokenValidityMs;
  }

  /** Dynamic keys that still verify, newest first, creating the next one when it is due. */
  async dynamicKeys(): Promise<SigningKey[]> {
    const now = this.now();
    const valid = this.dynamic.filter((key) => key.createdAt + this.lifetimeMs >= now);
    const newest = valid[0];
    const nextKeyDue =
      !newest ||
      now + this.timing.dynamicKeyOverlapMs >
        newest.createdAt + this.timing.dynamicKeyUpdateIntervalMs;
    if (!nextKeyDue) return valid;
    this.dynamic = await this.loadOrCreateDynamicKeys();
    return this.dynamic;
  }

  /** The dynamic key that signs now: the newest, unless it is still in its publication overlap. */
  async latestIssuedDynamicKey(): Promise<SigningKey> {
    const keys = await this.dynamicKeys();
    const [latest, previous] = keys;
    const now = this.now();
    if (
      previous &&
      latest!.createdAt + this.timing.dynamicKeyOverlapMs > now &&
      now < previous.createdAt + this.timing.dynamicKeyUpdateIntervalMs
    ) {
      return previous;
    }
    return latest!;
  }

  async signingKey(useStaticKey: boolean): Promise<SigningKey> {
    return useStaticKey ? this.getStaticKey() : this.latestIssuedDynamicKey();
  }

  /** The key named by a token's `kid`; reloads once from the database for a key it has not seen. */
  async verificationKey(kid: string): Promise<SigningKey | undefined> {
    const find = async () =>
      [...(await this.dynamicKeys()), ...(this.staticKey ? [this.staticKey] : [])].find(
        (key) => key.kid === kid,
      );
    const known = await find();
    if (known) return known;
    this.dynamic = await this.loadOrCreateDynamicKeys();
    this.staticKey = await this.loadStaticKey();
    return find();
  }

  /** Every verifying key as a JWK set, and how long a client may cache it. */
  async jwks(): Promise<{ keys: PublishedKey[]; maxAgeSeconds: number }> {
    const dynamic = await this.dynamicKeys();
    const staticKey = this.staticKey ?? (await this.loadStaticKey());
    this.staticKey = staticKey;
    const keys = [...dynamic, ...(staticKey ? [staticKey] : [])].map((key): PublishedKey => ({
      ...key.publicKey,
      kid: key.kid,
      alg: "RS256",
      use: "sig",
    }));
    const nextKeyAt =
      dynamic[0]!.createdAt +
      this.timing.dynamicKeyUpdateIntervalMs -
      this.timing.dynamicKeyOverlapMs;
    return { keys, maxAgeSeconds: Math.max(1, Math.floor((nextKeyAt - this.now()) / 1000)) };
  }

  private async getStaticKey(): Promise<SigningKey> {
    this.staticKey ??= await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth.signing_keys.static'))`);
      const existing = await this.loadStaticKey(tx);
      if (existing) return existing;
      return this.insertKey(tx, "static", `s-${randomUUID()}`);
    });
    return this.staticKey;
  }

  private async loadStaticKey(queryable: Pick<AuthDatabase, "select"> = this.db) {
    const [row] = await queryable
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.kind, "static"))
      .orderBy(desc(signingKeys.createdAt))
      .limit(1);
    return row ? toSigningKey(row) : undefined;
  }

  /** Loads the verifiable dynamic keys; under a lock, adds one when none can sign soon enough. */
  private loadOrCreateDynamicKeys(): Promise<SigningKey[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('auth.signing_keys.dynamic'))`);
      const now = this.now();
      const rows = await tx
        .select()
        .from(signingKeys)
        .where(
          sql`${signingKeys.kind} = 'dynamic' and ${gte(signingKeys.createdAt, now - this.lifetimeMs)}`,
        )
        .orderBy(desc(signingKeys.createdAt));
      const keys = rows.map(toSigningKey);
      const canSignSoon = keys.some(
        (key) =>
          key.createdAt >=
          now - this.timing.dynamicKeyUpdateIntervalMs + this.timing.dynamicKeyOverlapMs,
      );
      if (!canSignSoon) keys.unshift(await this.insertKey(tx, "dynamic", `d-${now}`, now));
      return keys;
    });
  }

  private async insertKey(
    tx: Pick<AuthDatabase, "insert">,
    kind: SigningKey["kind"],
    kid: string,
    createdAt = this.now(),
  ): Promise<SigningKey> {
    const { privateKey, publicKey } = await generateRsaKeyPair("rsa", { modulusLength: 2048 });
    const row = {
      kid,
      kind,
      createdAt,
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      publicKey: publicKey.export({ format: "jwk" }),
    };
    await tx.insert(signingKeys).values(row);
    return toSigningKey(row);
  }
}

function toSigningKey(row: typeof signingKeys.$inferSelect): SigningKey {
  const privateKey = createPrivateKey(row.privateKey);
  return {
    kid: row.kid,
    kind: row.kind,
    createdAt: row.createdAt,
    privateKey,
    verifyKey: createPublicKey(privateKey),
    publicKey: row.publicKey,
  };
}
