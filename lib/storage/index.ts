import { appUrlFromEnv } from "@/lib/env";

import { storageEnv } from "./env";
import type { FileStore } from "./file-store";
import { localFileStore } from "./local-store";
import { s3FileStore } from "./s3-store";

const holder = globalThis as typeof globalThis & { __ncsFileStore?: FileStore };

/** The configured file store: a private local folder, or S3-compatible storage. */
export function fileStore(): FileStore {
  if (holder.__ncsFileStore) return holder.__ncsFileStore;
  const env = storageEnv();
  holder.__ncsFileStore =
    env.STORAGE_DRIVER === "s3"
      ? s3FileStore({
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : localFileStore({
          dir: env.FILES_DIR,
          secret: env.FILES_SIGNING_SECRET,
          baseUrl: appUrlFromEnv(),
        });
  return holder.__ncsFileStore;
}

export type { FileStore } from "./file-store";
