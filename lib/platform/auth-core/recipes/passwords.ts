/**
 * Password hashing for the auth core (issue 21). A bcrypt hash at cost 11 takes a tenth of a
 * second of CPU: the native binding computes it on libuv's thread pool, in parallel and away
 * from the event loop that serves every refresh and verify call. Hashes stay bcrypt, as the
 * official core stores them.
 */
import { hash, verify } from "@node-rs/bcrypt";

export const hashPassword = (password: string, rounds: number): Promise<string> =>
  hash(password, rounds);

export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  verify(password, stored);
