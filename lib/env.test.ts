import { readFileSync } from "node:fs";

import { EXAMPLE_SELLER } from "@/config/invoicing";

import {
  ENV_EXAMPLE_VALUES,
  EnvError,
  exampleValueProblems,
  launcherEnvSchema,
  parseEnv,
  refuseExampleValues,
  sellerEnvSchema,
  serverEnvOrExit,
  serverEnvSchema,
} from "./env";

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
      APP_ENV: "development",
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: ".data",
      EMBEDDED_POSTGRES_PORT: 54320,
      DEV_MAILBOX_PORT: 1080,
      DEV_CHECKOUT_PORT: 12111,
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
  const complete = {
    DATABASE_URL: "postgres://u:p@db/app",
    SUPERTOKENS_CONNECTION_URI: "http://localhost:3567",
  };
  const realSeller = {
    SELLER_NAME: "Clearance Works Ltd",
    SELLER_ADDRESS: "4 Wardour Street; London W1D 6QF",
    SELLER_COUNTRY: "United Kingdom",
    SELLER_TAX_ID: "VAT GB 123 4567 89",
    SELLER_EMAIL: "accounts@clearanceworks.co.uk",
    SELLER_BANK_NAME: "Barclays Bank UK",
    SELLER_BANK_ACCOUNT_NUMBER: "GB33 BUKB 2020 1555 5555 55",
  };

  it("says how to get a database and an auth core when they are missing", () => {
    expect(problemsOf(() => parseEnv(serverEnvSchema, {}))).toEqual([
      "DATABASE_URL is not set; start the app with `npm start` or set it to a postgres:// URL",
      "SUPERTOKENS_CONNECTION_URI is not set; start the app with `npm start` (which runs the embedded auth core) or point it at a SuperTokens core",
    ]);
  });

  it("derives the app URL from the port and reads the admin list", () => {
    const env = parseEnv(serverEnvSchema, {
      ...complete,
      PORT: "4000",
      ADMIN_EMAILS: " Ann@X.com, ,bob@y.org",
    });
    expect(env.APP_URL).toBe("http://localhost:4000");
    expect(env.ADMIN_EMAILS).toEqual(["ann@x.com", "bob@y.org"]);
  });

  it("needs a Google secret with a Google client id, and SMTP and a support address in production", () => {
    expect(
      problemsOf(() => parseEnv(serverEnvSchema, { ...complete, GOOGLE_CLIENT_ID: "id" })),
    ).toEqual(["GOOGLE_CLIENT_SECRET must be set with GOOGLE_CLIENT_ID"]);
    expect(
      problemsOf(() =>
        parseEnv(serverEnvSchema, { ...complete, ...realSeller, APP_ENV: "production" }),
      ),
    ).toEqual([
      "SMTP_URL is required in production to send e-mail",
      "SUPPORT_EMAIL is required in production: customers' replies to the app's e-mails go there",
    ]);
    expect(
      problemsOf(() => parseEnv(serverEnvSchema, { ...complete, SUPPORT_EMAIL: "support" })),
    ).toEqual(["SUPPORT_EMAIL must be an e-mail address, such as support@example.com"]);
  });

  it("takes a real deployment from APP_ENV=production only, whatever NODE_ENV and SMTP_URL say", () => {
    // `npm start` on a workstation: Next's production runtime, a real mail server, no seller.
    const localStart = {
      ...complete,
      NODE_ENV: "production",
      SMTP_URL: "smtps://mail.example.com:465",
    };
    expect(parseEnv(serverEnvSchema, localStart).APP_ENV).toBe("development");
    expect(problemsOf(() => parseEnv(serverEnvSchema, { ...localStart, APP_ENV: "prod" }))).toEqual(
      ["APP_ENV must be production (a real deployment) or development"],
    );
  });

  it("refuses a production start until the seller's details are set, in one sentence", () => {
    const production = {
      ...complete,
      APP_ENV: "production",
      SMTP_URL: "smtps://mail.example.com:465",
      SUPPORT_EMAIL: "support@clearanceworks.co.uk",
    };
    expect(problemsOf(() => parseEnv(serverEnvSchema, production))).toEqual([
      "Proformas need your company's real details in production: set SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY, SELLER_TAX_ID, SELLER_EMAIL, SELLER_BANK_NAME, SELLER_BANK_ACCOUNT_NUMBER (see .env.example)",
    ]);
    expect(parseEnv(serverEnvSchema, { ...production, ...realSeller }).SELLER_TAX_ID).toBe(
      realSeller.SELLER_TAX_ID,
    );
  });

  it("names only what is missing, and counts a copied placeholder as missing", () => {
    const { SELLER_TAX_ID: _unset, ...withoutTaxId } = realSeller;
    expect(
      problemsOf(() =>
        parseEnv(sellerEnvSchema, {
          ...withoutTaxId,
          APP_ENV: "production",
          SELLER_BANK_NAME: EXAMPLE_SELLER.SELLER_BANK_NAME,
        }),
      ),
    ).toEqual([
      "Proformas need your company's real details in production: set SELLER_TAX_ID, SELLER_BANK_NAME (see .env.example)",
    ]);
  });

  it("lets every run but a real deployment print the placeholders, `npm start` included", () => {
    expect(parseEnv(sellerEnvSchema, {}).SELLER_NAME).toBeUndefined();
    expect(() => parseEnv(sellerEnvSchema, { NODE_ENV: "test" })).not.toThrow();
    expect(() => parseEnv(sellerEnvSchema, { NODE_ENV: "production" })).not.toThrow();
  });

  it("checks the seller's e-mail address", () => {
    expect(problemsOf(() => parseEnv(sellerEnvSchema, { SELLER_EMAIL: "billing" }))).toEqual([
      "SELLER_EMAIL must be an e-mail address, such as billing@example.com",
    ]);
  });

  it("ends a server whose settings are wrong with their sentence, rather than serving errors", () => {
    const exit = jest.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exited");
    });
    const printed = jest.spyOn(console, "error").mockImplementation(() => {});
    const port = process.env.PORT;
    process.env.PORT = "eighty";
    try {
      expect(() => serverEnvOrExit()).toThrow("exited");
      expect(exit).toHaveBeenCalledWith(1);
      expect(printed).toHaveBeenCalledWith(
        expect.stringMatching(/^Invalid configuration: .*PORT must be a port number/),
      );
    } finally {
      if (port === undefined) delete process.env.PORT;
      else process.env.PORT = port;
      exit.mockRestore();
      printed.mockRestore();
    }
  });

  it("joins the problems into one sentence", () => {
    const error = new EnvError(["A is wrong", "B is missing"]);
    expect(error.message).toBe("Invalid configuration: A is wrong; B is missing.");
  });
});

describe("the examples of .env.example", () => {
  // `# NAME=value` lines; a variable shown twice keeps its first example.
  const examples = new Map<string, string>();
  for (const [, name, value] of readFileSync(".env.example", "utf8").matchAll(
    /^# ([A-Z][A-Z0-9_]*)=(.*)$/gm,
  )) {
    if (!examples.has(name!)) examples.set(name!, value!.trim());
  }
  const production = { APP_ENV: "production" };

  it("are the values the production check knows, for every secret and seller detail", () => {
    const sensitive = [...examples.keys()].filter((name) =>
      /SECRET|KEY|_ID$|_URL$|^SELLER_/.test(name),
    );
    expect(sensitive.length).toBeGreaterThan(15);
    for (const name of sensitive) {
      // SELLER_COUNTRY's example is a real country, which a real seller may well be in.
      if (name === "DEV_MAILBOX_URL" || name === "S3_ENDPOINT" || name === "SELLER_COUNTRY")
        continue;
      expect([name, ENV_EXAMPLE_VALUES[name]]).toEqual([name, examples.get(name)]);
    }
  });

  it("are refused in production, one sentence naming each variable", () => {
    const problems = exampleValueProblems({
      ...production,
      FILES_SIGNING_SECRET: "at-least-32-random-characters",
      STRIPE_SECRET_KEY: " sk_live_… ",
      SELLER_NAME: "Your Company LLC",
      SMTP_URL: "smtps://ops:real@mail.clearanceworks.co.uk:465",
    });
    expect(problems).toEqual([
      "FILES_SIGNING_SECRET is still the example from .env.example; set your own value",
      "STRIPE_SECRET_KEY is still the example from .env.example; set your own value",
      "SELLER_NAME is still the example from .env.example; set your company's real details",
    ]);
    expect(() => refuseExampleValues({ ...production, SELLER_TAX_ID: "EIN 00-0000000" })).toThrow(
      "Invalid configuration: SELLER_TAX_ID is still the example from .env.example; set your company's real details.",
    );
  });

  it("are let through in development and under `npm start`", () => {
    const copied = { ...ENV_EXAMPLE_VALUES };
    expect(exampleValueProblems({ ...copied, NODE_ENV: "development" })).toEqual([]);
    expect(exampleValueProblems({ ...copied, NODE_ENV: "production" })).toEqual([]);
    expect(exampleValueProblems({ ...copied, ...production })).toHaveLength(
      Object.keys(ENV_EXAMPLE_VALUES).length,
    );
  });
});
