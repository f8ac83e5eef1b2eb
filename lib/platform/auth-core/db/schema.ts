import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Everything the auth core stores lives in the `auth` schema, apart from the product's tables. */
export const auth = pgSchema("auth");

const epochMs = (name: string) => bigint(name, { mode: "number" });

/** Secrets the core keeps across restarts (the refresh-token encryption key). */
export const keyValues = auth.table("key_values", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: epochMs("created_at").notNull(),
});

/** RS256 signing keys: dynamic (`d-<ms>`, rotated) and static (`s-<uuid>`). */
export const signingKeys = auth.table(
  "signing_keys",
  {
    kid: text("kid").primaryKey(),
    kind: text("kind", { enum: ["dynamic", "static"] }).notNull(),
    privateKey: text("private_key").notNull(),
    publicKey: jsonb("public_key").$type<JsonWebKey>().notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (table) => [index("signing_keys_kind_created_idx").on(table.kind, table.createdAt.desc())],
);

/** One row per recipe user (no account linking: recipe user id = user id). */
export const users = auth.table(
  "users",
  {
    id: text("id").primaryKey(),
    recipeId: text("recipe_id", { enum: ["emailpassword", "thirdparty"] }).notNull(),
    tenantId: text("tenant_id").notNull().default("public"),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    thirdPartyId: text("third_party_id"),
    thirdPartyUserId: text("third_party_user_id"),
    timeJoined: epochMs("time_joined").notNull(),
  },
  (table) => [
    index("users_email_idx").on(table.email),
    index("users_time_joined_idx").on(table.timeJoined, table.id),
    // One email/password account per email, one user per third-party identity, per tenant.
    uniqueIndex("users_emailpassword_email_key")
      .on(table.tenantId, table.email)
      .where(sql`recipe_id = 'emailpassword'`),
    uniqueIndex("users_thirdparty_identity_key")
      .on(table.tenantId, table.thirdPartyId, table.thirdPartyUserId)
      .where(sql`recipe_id = 'thirdparty'`),
  ],
);

export const passwordResetTokens = auth.table(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

export const emailVerificationTokens = auth.table(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    userId: text("user_id").notNull(),
    email: text("email").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (table) => [index("email_verification_tokens_user_email_idx").on(table.userId, table.email)],
);

/** (user, email) pairs that are verified. Users may be external ids, so no foreign key. */
export const verifiedEmails = auth.table(
  "verified_emails",
  { userId: text("user_id").notNull(), email: text("email").notNull() },
  (table) => [primaryKey({ columns: [table.userId, table.email] })],
);

export const roles = auth.table("roles", { role: text("role").primaryKey() });

export const rolePermissions = auth.table(
  "role_permissions",
  {
    role: text("role")
      .notNull()
      .references(() => roles.role, { onDelete: "cascade" }),
    permission: text("permission").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.role, table.permission] }),
    index("role_permissions_permission_idx").on(table.permission),
  ],
);

/** Role assignments are per tenant; the core does not require the user to exist. */
export const userRoles = auth.table(
  "user_roles",
  {
    tenantId: text("tenant_id").notNull(),
    userId: text("user_id").notNull(),
    role: text("role")
      .notNull()
      .references(() => roles.role, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.role] }),
    index("user_roles_role_idx").on(table.tenantId, table.role),
  ],
);

export const userMetadata = auth.table("user_metadata", {
  userId: text("user_id").primaryKey(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
});

export const sessions = auth.table(
  "sessions",
  {
    handle: text("handle").primaryKey(),
    tenantId: text("tenant_id").notNull(),
    userId: text("user_id").notNull(),
    recipeUserId: text("recipe_user_id").notNull(),
    /** sha256(sha256(current refresh token)), hex. */
    refreshTokenHash2: text("refresh_token_hash_2").notNull(),
    sessionData: jsonb("session_data").$type<Record<string, unknown>>().notNull(),
    jwtPayload: jsonb("jwt_payload").$type<Record<string, unknown>>().notNull(),
    expiresAt: epochMs("expires_at").notNull(),
    createdAt: epochMs("created_at").notNull(),
    useStaticKey: boolean("use_static_key").notNull(),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    index("sessions_recipe_user_idx").on(table.recipeUserId),
    index("sessions_expires_idx").on(table.expiresAt),
  ],
);
