import pg from "pg";

import { readRuntimeInfo } from "@/lib/platform/launcher/runtime-file";

import { mainServer } from "./servers";

/** Runs `work` on a connection to the main app's embedded database, as its launcher set it up. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: readRuntimeInfo(mainServer.dataDir)!.DATABASE_URL,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
