import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { PREBUILT_PATH } from "@/lib/first-pass/prebuilt";

import { exited, runNext } from "./next-server";

const INDEXES_SCRIPT = "scripts/build-clearance-indexes.ts";

const SOURCES = [
  "app",
  "components",
  "lib",
  "config",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "tsconfig.json",
];
const IGNORED = /(^|\/)(node_modules|\.next)(\/|$)|\.test\.tsx?$/;

/** True when there is no production build yet, or a source file changed after the last one. */
export function buildIsStale(root: string): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId) || !existsSync(path.join(root, PREBUILT_PATH))) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

function newestChange(target: string): number {
  if (!existsSync(target) || IGNORED.test(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/**
 * The production build: the first pass's indexes (scripts/build-clearance-indexes.ts, into
 * build/clearance/), then `next build`, with standalone output too, which `next start` ignores:
 * the image's file set is made from it (scripts/image-files.ts) without a second build.
 * Answers whether both steps succeeded.
 */
export async function buildProduction(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const indexes = spawn(process.execPath, ["--import", "tsx", INDEXES_SCRIPT], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if ((await exited(indexes)) !== 0) return false;
  return (await exited(runNext(["build"], { ...env, NEXT_OUTPUT: "standalone" }))) === 0;
}

/** Builds when the build is stale; answers whether a usable build exists after. */
export async function buildIfStale(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  return !buildIsStale(root) || (await buildProduction(root, env));
}
