/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (the launcher does this itself). */
import { describeDatabaseError } from "@/lib/db/errors";
import { runMigrations } from "@/lib/db/migrate";
import { databaseEnvSchema, EnvError, parseEnv } from "@/lib/env";

try {
  const { DATABASE_URL } = parseEnv(databaseEnvSchema);
  await runMigrations(DATABASE_URL);
  console.log("Database migrations applied.");
} catch (error) {
  console.error(
    error instanceof EnvError
      ? error.message
      : `Migrations failed: ${describeDatabaseError(error)}.`,
  );
  process.exit(1);
}
