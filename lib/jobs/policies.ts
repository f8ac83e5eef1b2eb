import type { JobPolicy } from "./define";

/**
 * Work that waits on another service (a mail server, the card processor): one that is down for
 * a while is tried again for about half an hour.
 */
export const SERVICE_CALL: JobPolicy = {
  expireInSeconds: 120,
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  notify: true,
};

/**
 * A job that holds the event loop for seconds (the first pass, drawing an annotated script): five
 * minutes means it is stuck, and a cold process on a loaded machine (no warm-up, tables to build
 * first) gets a minute's room before a silent worker counts as dead. pg-boss refreshes the
 * heartbeat while the handler runs (every half of `heartbeatSeconds`), and its supervisor fails,
 * so retries, a job whose heartbeat stopped, as when its worker was killed: a restarted worker
 * takes it over within about half a minute, not at its expiry.
 */
export const CPU_BOUND: JobPolicy = {
  expireInSeconds: 300,
  heartbeatSeconds: 60,
  retryLimit: 2,
  retryDelay: 5,
  retryBackoff: true,
  notify: true,
};

/** Recording that a job's last attempt failed (its `giveUp`): a short write, retried a while. */
export const GIVE_UP: JobPolicy = {
  expireInSeconds: 60,
  retryLimit: 6,
  retryDelay: 10,
  retryBackoff: true,
  notify: true,
};
