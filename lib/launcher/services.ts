import { startEmbeddedDatabase } from "@/lib/db/embedded-server";
import type { LauncherEnv } from "@/lib/env";

/** Something the launcher brings up before Next.js because the environment does not provide it. */
export type Service = {
  name: string;
  /** Starts the service and returns the variables that point the app at it. */
  start(): Promise<RunningService>;
};

export type RunningService = {
  env: Record<string, string>;
  describe: string;
  stop(): Promise<void>;
};

export const EMBEDDED_DATABASE_NAME = "no_conflict_script";

/**
 * What this environment lacks, in start order. The embedded auth core and the development
 * mailbox join this list, each when its connection variable is unset.
 */
export function servicesFor(env: LauncherEnv): Service[] {
  const services: Service[] = [];
  if (!env.DATABASE_URL) {
    services.push({
      name: "embedded PostgreSQL",
      async start() {
        const database = await startEmbeddedDatabase({
          dataDir: env.DATA_DIR,
          port: env.EMBEDDED_POSTGRES_PORT,
          database: EMBEDDED_DATABASE_NAME,
        });
        const opened = database.opened.map(
          (dir) => ` (gave 'postgres' search permission on ${dir})`,
        );
        return {
          env: { DATABASE_URL: database.url },
          describe: `embedded PostgreSQL on localhost:${database.port}, data in ${env.DATA_DIR}/postgres${opened.join("")}`,
          stop: database.stop,
        };
      },
    });
  }
  return services;
}
