import { defineConfig } from "drizzle-kit";

/** The auth core's own migrations (schema `auth`), apart from the product's. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/platform/auth-core/db/schema.ts",
  out: "./lib/platform/auth-core/migrations",
  schemaFilter: ["auth"],
});
