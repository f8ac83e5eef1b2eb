/** A start-up failure the person at the terminal can act on; its message is one sentence. */
export class StartupError extends Error {
  name = "StartupError";
}
