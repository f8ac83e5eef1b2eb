/** Explains a database failure in words, without credentials or stack traces. */
export function describeDatabaseError(error: unknown): string {
  // Drizzle wraps the driver's error; the driver's code is what tells the story.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (cause) return describeDatabaseError(cause);
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case "ECONNREFUSED":
      return "the database server refused the connection (is it running?)";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the database host name could not be resolved";
    case "ETIMEDOUT":
      return "the database server did not answer in time";
    case "28P01":
    case "28000":
      return "the database rejected the user name or password";
    case "3D000":
      return "the database named in DATABASE_URL does not exist";
    case "57P01":
    case "57P03":
      return "the database server is shutting down or starting up";
  }
  if (message?.includes("timeout")) return "the database server did not answer in time";
  return message ? `database error: ${message.split("\n")[0]}` : "unknown database error";
}
