import { Pool } from "pg";

import { log } from "@/lib/log";

/**
 * A connection pool whose lost idle connections are logged, not fatal; the pool reconnects.
 * A refused connection fails at once; the wait is for a server slow to accept on a busy machine.
 * Apart from ./client because migrations and the embedded auth core use it outside Next.js.
 */
export function createPool(connectionString: string, max = 10): Pool {
  const pool = new Pool({ connectionString, max, connectionTimeoutMillis: 30_000 });
  pool.on("error", (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down, as it does at every stop of `npm start`.
    if (error.code !== "57P01") log.error({ part: "db", err: error }, "idle connection lost");
  });
  return pool;
}
