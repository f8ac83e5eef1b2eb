import { z } from "zod";

import { parseEnv } from "@/lib/env";

/**
 * What one container of the image runs (ROLE). `all`, the default, is the whole product but its
 * external services; the others split it for scale: several `web` and `worker` replicas beside
 * one `auth-core` (or the official core), with `migrate` as the one-off job before them.
 */
export const ROLES = ["all", "web", "worker", "auth-core", "migrate"] as const;
export type Role = (typeof ROLES)[number];

const roleEnvSchema = z.object({
  ROLE: z
    .enum(ROLES, {
      error:
        "ROLE must be all (everything in one container), web, worker, auth-core or migrate (apply the migrations and exit)",
    })
    .default("all"),
});

export const roleFromEnv = (source: Record<string, string | undefined> = process.env): Role =>
  parseEnv(roleEnvSchema, source).ROLE;

/** Whether `role` runs the embedded auth core: `all` does unless another core is configured. */
export const runsAuthCore = (role: Role, source: Record<string, string | undefined>) =>
  role === "auth-core" || (role === "all" && !source.SUPERTOKENS_CONNECTION_URI);
