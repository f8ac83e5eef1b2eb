import fs from "node:fs/promises";
import path from "node:path";

import { assertSafeKey, type FileStore } from "./file-store";
import { signGrant } from "./signed-token";

/**
 * Files in a private local folder (default `.data/files`), served only through
 * `/api/files/<signed token>`.
 */
export function localFileStore(options: {
  dir: string;
  secret: string;
  baseUrl: string;
}): FileStore {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    get: (key) => fs.readFile(fileOf(key)),
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async signedUrl(key, file) {
      assertSafeKey(key);
      const token = signGrant(
        {
          key,
          name: file.downloadName,
          type: file.contentType,
          inline: file.inline,
          exp: Math.floor(Date.now() / 1000) + file.expiresInSeconds,
        },
        options.secret,
      );
      return new URL(`/api/files/${token}`, options.baseUrl).href;
    },
  };
}
