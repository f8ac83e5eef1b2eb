// A thread of the auth core's password pool (passwords.ts): bcrypt's rounds run here, away from
// the event loop that serves sessions. Plain JavaScript, so a worker needs no TypeScript loader.
import bcrypt from "bcryptjs";
import workerpool from "workerpool";

workerpool.worker({
  // A worker may block: the sync forms skip the async forms' chunking into many small tasks.
  hash: (password, rounds) => bcrypt.hashSync(password, rounds),
  verify: (password, hash) => bcrypt.compareSync(password, hash),
});
