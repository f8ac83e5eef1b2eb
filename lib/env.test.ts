import { EnvError, launcherEnvSchema, parseEnv, serverEnvSchema } from "./env";

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("launcher environment", () => {
  it("applies the documented defaults", () => {
    expect(parseEnv(launcherEnvSchema, {})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: ".data",
      EMBEDDED_POSTGRES_PORT: 54320,
    });
  });

  it("treats empty values as unset", () => {
    const env = parseEnv(launcherEnvSchema, { PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every invalid variable in plain words", () => {
    const problems = problemsOf(() =>
      parseEnv(launcherEnvSchema, { PORT: "eighty", DATABASE_URL: "mysql://x", NODE_ENV: "prod" }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "PORT must be a port number between 1 and 65535",
        "DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/database",
        "NODE_ENV must be development, production or test",
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it("rejects ports out of range and fractional ports", () => {
    expect(problemsOf(() => parseEnv(launcherEnvSchema, { PORT: "70000" }))).toEqual([
      "PORT must be a port number between 1 and 65535",
    ]);
    expect(
      problemsOf(() => parseEnv(launcherEnvSchema, { EMBEDDED_POSTGRES_PORT: "5.5" })),
    ).toEqual(["EMBEDDED_POSTGRES_PORT must be a whole port number between 1 and 65535"]);
  });

  it("takes one or several SuperTokens core URLs and refuses anything else", () => {
    const uris = "http://core-a:3567;https://core-b.example.com";
    expect(
      parseEnv(launcherEnvSchema, { SUPERTOKENS_CONNECTION_URI: uris }).SUPERTOKENS_CONNECTION_URI,
    ).toBe(uris);
    expect(
      problemsOf(() => parseEnv(launcherEnvSchema, { SUPERTOKENS_CONNECTION_URI: "core:3567" })),
    ).toEqual([
      "SUPERTOKENS_CONNECTION_URI must be the URL of a SuperTokens core (several separated by ';'), such as http://localhost:3567",
    ]);
  });

  it("accepts postgres and postgresql URLs", () => {
    for (const url of ["postgres://u:p@db:5432/app", "postgresql://localhost/app"]) {
      expect(parseEnv(launcherEnvSchema, { DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });
});

describe("server environment", () => {
  it("says how to get a database when DATABASE_URL is missing", () => {
    expect(problemsOf(() => parseEnv(serverEnvSchema, {}))).toEqual([
      "DATABASE_URL is not set; start the app with `npm start` or set it to a postgres:// URL",
    ]);
  });

  it("joins the problems into one sentence", () => {
    const error = new EnvError(["A is wrong", "B is missing"]);
    expect(error.message).toBe("Invalid configuration: A is wrong; B is missing.");
  });
});
