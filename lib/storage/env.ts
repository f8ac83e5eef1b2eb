import { randomBytes } from "node:crypto";

import { z } from "zod";

import { isProduction, parseEnv } from "@/lib/env";

const storageEnvSchema = z
  .object({
    APP_ENV: z.string().optional(),
    STORAGE_DRIVER: z
      .enum(["local", "s3"], { error: "STORAGE_DRIVER must be local or s3" })
      .default("local"),
    FILES_DIR: z.string().default(".data/files"),
    FILES_SIGNING_SECRET: z
      .string()
      .min(32, { error: "FILES_SIGNING_SECRET must be at least 32 characters" })
      .optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.url({ error: "S3_ENDPOINT must be a URL" }).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  })
  .superRefine((env, context) => {
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) {
      context.addIssue({
        code: "custom",
        message: "S3_BUCKET is required when STORAGE_DRIVER is s3",
      });
    }
    if (isProduction(env) && env.STORAGE_DRIVER === "local" && !env.FILES_SIGNING_SECRET) {
      context.addIssue({
        code: "custom",
        message: "FILES_SIGNING_SECRET is required in production to sign file links",
      });
    }
  });

export type StorageEnv = z.infer<typeof storageEnvSchema> & { FILES_SIGNING_SECRET: string };

let cached: StorageEnv | undefined;

/** Storage settings; outside production an unset signing secret is made per process. */
export function storageEnv(): StorageEnv {
  if (!cached) {
    const env = parseEnv(storageEnvSchema);
    cached = {
      ...env,
      FILES_SIGNING_SECRET: env.FILES_SIGNING_SECRET ?? randomBytes(32).toString("hex"),
    };
  }
  return cached;
}
