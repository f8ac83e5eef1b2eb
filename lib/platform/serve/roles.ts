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
  /** How long SIGTERM lets requests and jobs finish before what is left is killed. */
  STOP_TIMEOUT_SECONDS: z.coerce
    .number({ error: "STOP_TIMEOUT_SECONDS must be a number of seconds, such as 25" })
    .positive({ error: "STOP_TIMEOUT_SECONDS must be a positive number of seconds, such as 25" })
    .default(25),
});

export const serveEnv = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(roleEnvSchema, source);

export const roleFromEnv = (source: Record<string, string | undefined> = process.env): Role =>
  serveEnv(source).ROLE;

/** Whether `role` runs the embedded auth core: `all` does unless another core is configured. */
export const runsAuthCore = (role: Role, source: Record<string, string | undefined>) =>
  role === "auth-core" || (role === "all" && !source.SUPERTOKENS_CONNECTION_URI);
