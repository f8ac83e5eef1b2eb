/** `npm run auth-core`: the embedded auth core on its own (DATABASE_URL, AUTH_CORE_* variables). */
import { describeDatabaseError } from "@/lib/db/errors";
import { EnvError } from "@/lib/env";
import { setProcessRole } from "@/lib/log";
import { startAuthCore } from "@/lib/platform/auth-core";
import { authCoreConfigFromEnv } from "@/lib/platform/auth-core/config";

setProcessRole("auth-core");
try {
  const config = authCoreConfigFromEnv();
  const core = await startAuthCore(config);
  console.log(`Auth core (CDI 5.4) listening on ${core.url}`);
  const stop = () => void core.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  if (error instanceof EnvError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    console.error(
      "The auth core's port is already in use; stop the other program or set AUTH_CORE_PORT.",
    );
  } else console.error(`The auth core could not start: ${describeDatabaseError(error)}.`);
  process.exit(1);
}
