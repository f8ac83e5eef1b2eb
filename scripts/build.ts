/**
 * `npm run build`: the production build (lib/platform/launcher/build.ts), the first pass's
 * indexes included. `-- --if-stale` only builds when the build is missing or older than the
 * sources (before the e2e tests).
 */
import { buildIfStale, buildProduction } from "@/lib/platform/launcher/build";

const build = process.argv.includes("--if-stale") ? buildIfStale : buildProduction;
process.exit((await build(process.cwd())) ? 0 : 1);
