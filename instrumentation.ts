/** Runs once when a server process starts: background workers live beside the web server. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startWorkers } = await import("./lib/jobs/workers");
  await startWorkers();
}
