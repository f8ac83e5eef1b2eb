import { z } from "zod";

/**
 * Environment variables, validated with zod. Every rule carries the sentence a person reads
 * when a value is missing or wrong; `EnvError` joins them into one line.
 */

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a port number between 1 and 65535` })
    .int({ error: `${name} must be a whole port number between 1 and 65535` })
    .min(1, { error: `${name} must be a port number between 1 and 65535` })
    .max(65535, { error: `${name} must be a port number between 1 and 65535` });

const postgresUrl = (name: string, whenMissing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? whenMissing : undefined) })
    .trim()
    .refine((value) => /^postgres(ql)?:\/\/./.test(value) && URL.canParse(value), {
      error: `${name} must be a postgres:// URL such as postgres://user:password@host:5432/database`,
    });

const nodeEnv = z
  .enum(["development", "production", "test"], {
    error: "NODE_ENV must be development, production or test",
  })
  .default("development");

/** What the launcher (`npm start`, `npm run dev`) reads before it starts anything. */
export const launcherEnvSchema = z.object({
  NODE_ENV: nodeEnv,
  PORT: port("PORT").default(3000),
  HOST: z.string().trim().default("localhost"),
  DATABASE_URL: postgresUrl("DATABASE_URL", "").optional(),
  DATA_DIR: z.string().trim().default(".data"),
  EMBEDDED_POSTGRES_PORT: port("EMBEDDED_POSTGRES_PORT").default(54320),
  SUPERTOKENS_CONNECTION_URI: z
    .string()
    .refine(
      (value) => value.split(";").every((uri) => /^https?:\/\/./.test(uri) && URL.canParse(uri)),
      {
        error:
          "SUPERTOKENS_CONNECTION_URI must be the URL of a SuperTokens core (several separated by ';'), such as http://localhost:3567",
      },
    )
    .optional(),
  APP_URL: z
    .url({
      protocol: /^https?$/,
      error: "APP_URL must be the app's public http(s) origin, such as https://app.example.com",
    })
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
});
export type LauncherEnv = z.infer<typeof launcherEnvSchema>;

/** What the running web server needs; the launcher fills in what it started itself. */
export const serverEnvSchema = z.object({
  NODE_ENV: nodeEnv,
  DATABASE_URL: postgresUrl(
    "DATABASE_URL",
    "DATABASE_URL is not set; start the app with `npm start` or set it to a postgres:// URL",
  ),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}.`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

export function parseEnv<S extends z.ZodType>(schema: S, source: Source = process.env): z.infer<S> {
  // An empty value (`PORT= npm start`) means unset, as it does for most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => issue.message));
}

let cachedServerEnv: ServerEnv | undefined;

/** The server's environment, parsed on first use rather than at import, so `next build` needs none. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseEnv(serverEnvSchema);
  return cachedServerEnv;
}
