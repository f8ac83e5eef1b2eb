import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { createTestDatabase, type TestDatabase } from "./test-database";

declare global {
  var __testDatabase: TestDatabase | undefined;
}

export default async function setup() {
  globalThis.__testDatabase = await createTestDatabase();
  // Workers start after this and inherit the variables.
  process.env.DATABASE_URL = globalThis.__testDatabase.url;
  // One file store for every test file: the files share one job queue, so a job queued by one
  // file may run in another file's worker, which must find the upload.
  process.env.FILES_DIR = mkdtempSync(path.join(os.tmpdir(), "ncs-test-files-"));
}
