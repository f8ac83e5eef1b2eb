/**
 * Loaded with `--import` into the Next.js server and the worker the launcher starts (plain Node, types
 * stripped, so only Node built-ins here). Next runs in a process group of its own, which a
 * killed launcher would leave behind holding the port. The launcher holds the other end of a
 * socket on fd LAUNCHER_LINK_FD; the kernel closes it however the launcher ends, even on
 * `kill -9`, and then the whole group is stopped.
 */
import net from "node:net";

const fd = Number(process.env.LAUNCHER_LINK_FD);
const name = process.env.LAUNCHER_CHILD ?? "Next.js";
// Not passed on: `next dev` forks a worker with this preload, and its fd 3 is Next's own IPC.
delete process.env.LAUNCHER_LINK_FD;

if (Number.isInteger(fd) && fd > 2) {
  const link = new net.Socket({ fd, readable: true, writable: false });
  link.unref();
  link.on("data", () => {}); // nothing is sent; reading lets the end be seen
  link.once("close", stopGroup);
  link.on("error", stopGroup);
}

function stopGroup(): void {
  // A line as lib/log writes them (this preload imports nothing of the app's).
  const line = {
    level: "warn",
    time: new Date().toISOString(),
    pid: process.pid,
    part: "launcher",
  };
  console.error(JSON.stringify({ ...line, msg: `the launcher is gone; stopping ${name}` }));
  signalGroup("SIGTERM");
  // Next exits on SIGTERM; should it hang (a worker, a shutdown waiting on a dead database),
  // the group goes anyway rather than hold the port.
  setTimeout(() => signalGroup("SIGKILL"), 5_000);
}

function signalGroup(signal: NodeJS.Signals): void {
  try {
    process.kill(-process.pid, signal);
  } catch {
    // the group has already ended
  }
}
