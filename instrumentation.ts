/**
 * Runs once when a server process starts: forwarding headers are checked on every request from
 * the first, and background workers live beside the web server (the screenplay ones only when
 * no worker process takes them: lib/workers.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A server missing a setting refuses to start, naming it, rather than failing its requests.
  const { serverEnvOrExit } = await import("./lib/env");
  const { SCREENPLAY_WORKER } = serverEnvOrExit();
  const { checkForwardedHeaders } = await import("./lib/security/trusted-proxies");
  checkForwardedHeaders();
  const { startWorkers } = await import("./lib/workers");
  await startWorkers({ screenplay: SCREENPLAY_WORKER === "web" });
}
