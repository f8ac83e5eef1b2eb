import { createTestDatabase, type TestDatabase } from "./test-database";

declare global {
  var __testDatabase: TestDatabase | undefined;
}

export default async function setup() {
  globalThis.__testDatabase = await createTestDatabase();
  // Workers start after this and inherit the variable.
  process.env.DATABASE_URL = globalThis.__testDatabase.url;
}
