/**
 * `npm run worker`: reads and analyses uploaded scripts in a process of its own
 * (lib/platform/serve/worker.ts). The launcher starts one; a container can run it alone
 * (DATABASE_URL and the storage settings of the app).
 */
import nextEnv from "@next/env";

import { runScreenplayWorker } from "@/lib/platform/serve/worker";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
await runScreenplayWorker();
