/**
 * Password hashing for the auth core. A bcrypt hash at cost 11 takes a tenth of a second of
 * CPU: the native binding computes it on libuv's thread pool, in parallel and away from the
 * event loop that serves every refresh and verify call. Hashes stay bcrypt, as the official core
 * stores them.
 */
import { hash, verify } from "@node-rs/bcrypt";

export const hashPassword = (password: string, rounds: number): Promise<string> =>
  hash(password, rounds);

export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  verify(password, stored);

/** Each account's latest check, settled or not: the next one starts after it. */
const latestCheck = new Map<string, Promise<unknown>>();

/**
 * Runs `check` after the account's earlier checks have finished. The thread pool is small (4
 * threads) and shared by every sign-in: guesses sent at once against one account (sign-in, a
 * password change) take one thread in turn instead of all of them. How many can wait is bounded
 * by the rate limits in front of every password check (`config/auth.ts`, `authRateLimits`).
 */
export function oneCheckAtATime<T>(account: string, check: () => Promise<T>): Promise<T> {
  const turn = (latestCheck.get(account) ?? Promise.resolve()).then(check);
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  latestCheck.set(account, done);
  void done.then(() => {
    if (latestCheck.get(account) === done) latestCheck.delete(account);
  });
  return turn;
}
