import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { sizeOf, writeImageFiles } from "../image/files";

const GOAL_MB = 400;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Size of the image's final stage (its file set, uncompressed), and of its largest parts. */
export async function benchImage(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ncs-bench-image-"));
  const out = path.join(dir, "app");
  try {
    const total = await writeImageFiles(out);
    const packages = path.join(out, "node_modules");
    const largest = readdirSync(packages)
      .map((name) => ({ name, bytes: sizeOf(path.join(packages, name)) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    return [
      `image files (final stage, uncompressed)  ${mb(total)} (goal < ${GOAL_MB} MB; plus the node:24-bookworm-slim base)`,
      `  of which node_modules                  ${mb(sizeOf(packages))}; largest: ${largest
        .map(({ name, bytes }) => `${name} ${mb(bytes)}`)
        .join(", ")}`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
