/**
 * The image's health check (`node health.mjs`, bundled by scripts/image-files.ts): exits 0 when
 * every role the container runs answers, otherwise prints what does not and exits 1.
 */
import { healthProblems } from "@/lib/platform/serve/health";

const problems = await healthProblems();
if (problems.length > 0) {
  console.error(`Unhealthy: ${problems.join("; ")}.`);
  process.exit(1);
}
