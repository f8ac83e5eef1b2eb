import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Readable } from "node:stream";

import { pickPort } from "@/lib/net/ports";
import { exited } from "@/lib/platform/launcher/next-server";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const appDir = path.resolve("scripts/bench/bare-next");
// As set in its next.config.mjs.
const buildId = path.resolve(".data/bench-bare-next/BUILD_ID");

export type BareNext = { origin: string; stop(): Promise<void> };

/** `next <args>` for the bare app, on this Node.js; its output is kept for an error message. */
function nextCommand(args: string[]) {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    [nextBin, ...args, appDir],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Built again when its sources or the `next` package are newer than its build. */
function isStale(): boolean {
  if (!fs.existsSync(buildId)) return true;
  const builtAt = fs.statSync(buildId).mtimeMs;
  // Its folder holds its sources only (the build goes under .data/).
  const sources = [
    ...fs
      .readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .map((file) => path.join(appDir, file)),
    createRequire(import.meta.url).resolve("next/package.json"),
  ];
  return sources.some((source) => fs.statSync(source).mtimeMs > builtAt);
}

const answersOk = (url: string) =>
  fetch(url)
    .then((response) => response.ok)
    .catch(() => false);

/** A bare Next app of the product's `next` version, built when stale, on a free loopback port. */
export async function startBareNext(): Promise<BareNext> {
  if (isStale()) {
    console.log("  Building the bare Next page first (not timed)…");
    // Turbopack takes instrumentation.ts from the workspace root (the product's) into any app
    // under it (vercel/next.js#95287); webpack keeps to the app's folder.
    const build = nextCommand(["build", "--webpack"]);
    if ((await exited(build.child)) !== 0) throw new Error(`bare Next build:\n${build.output()}`);
  }
  const port = await pickPort(0);
  const server = nextCommand(["start", "--hostname", "127.0.0.1", "--port", String(port)]);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.child.kill("SIGTERM");
    await exited(server.child);
  };
  const deadline = Date.now() + 60_000;
  while (!(await answersOk(origin))) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`bare Next did not answer:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop };
}
