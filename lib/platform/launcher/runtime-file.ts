import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

/**
 * While `npm start` runs, the addresses and keys of what it started are kept in
 * `<DATA_DIR>/runtime.json` (mode 600), so operator commands such as `npm run user:admin` can
 * reach them without copying secrets around. The file goes when the launcher stops.
 */
const runtimeSchema = z.record(z.string(), z.string());
export type RuntimeInfo = z.infer<typeof runtimeSchema>;

const fileIn = (dataDir: string) => path.join(dataDir, "runtime.json");

export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(fileIn(dataDir), `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
}

export function readRuntimeInfo(dataDir: string): RuntimeInfo | undefined {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return undefined;
  const parsed = runtimeSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? parsed.data : undefined;
}

export function removeRuntimeInfo(dataDir: string): void {
  rmSync(fileIn(dataDir), { force: true });
}
