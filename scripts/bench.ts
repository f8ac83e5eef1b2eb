/**
 * `npm run bench`: prints the figures we watch. Timings are reported, never asserted.
 * Runs against the production build (built first when missing or stale).
 */
import os from "node:os";

import { buildIfStale } from "@/lib/launcher/build";

import { benchAuthCore } from "./bench/auth-core";
import { benchHomePage } from "./bench/http";
import { benchStartup } from "./bench/startup";

console.log("Building the production bundle first when it is stale (not timed)…");
if (!(await buildIfStale(process.cwd()))) process.exit(1);

const cpus = os.cpus();
console.log(
  `\nNo Conflict Script benchmarks — ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, Node ${process.version}\n`,
);
for (const section of [benchStartup, benchHomePage, benchAuthCore]) {
  for (const line of await section()) console.log(`  ${line}`);
}
