/** Builds the production bundle only when it is missing or older than the sources. */
import { buildIfStale } from "@/lib/platform/launcher/build";

process.exit((await buildIfStale(process.cwd())) ? 0 : 1);
