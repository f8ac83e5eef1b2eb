import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { DCLinter } from "dclint";
import { parse } from "yaml";

/**
 * docker-compose.yml, checked without a Docker engine: by Debian's docker-compose (which `npm test`
 * installs), against the compose-spec schema (through dclint, which validates against it before
 * its own rules), and for the shape docs/operations.md promises.
 */
const ROOT = path.join(__dirname, "..");
const COMPOSE = path.join(ROOT, "docker-compose.yml");

type Service = {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string | null>;
  ports?: string[];
  container_name?: string;
};
const { services } = parse(fs.readFileSync(COMPOSE, "utf8"), { merge: true }) as {
  services: Record<string, Service>;
};
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no ${name} service`);
  return found;
};

/** Settings of a developer's machine only: the container's own are fixed or follow from ROLE. */
const LOCAL_ONLY = new Set([
  "PORT",
  "HOST",
  "DATA_DIR",
  "EMBEDDED_POSTGRES_PORT",
  "DEV_MAILBOX_PORT",
  "DEV_CHECKOUT_PORT",
  "SCREENPLAY_WORKER",
]);

it("is a valid Compose file with no linter errors", () => {
  // Key and service order are style; every rule of kind "error" stays on.
  const linter = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] });
  const [result] = linter.lintFiles([COMPOSE], false);
  const errors = result?.messages
    .filter((message) => message.type === "error")
    .map((message) => `line ${message.line}: ${message.message}`);
  expect(errors).toEqual([]);
});

it.each([[[]], [["official-core"]], [["split"]]])(
  "is accepted by `docker-compose config` with the profiles %j",
  (profiles: string[]) => {
    const config = spawnSync(
      "docker-compose",
      [...profiles.flatMap((profile) => ["--profile", profile]), "config", "--quiet"],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, POSTGRES_PASSWORD: "compose-test" } },
    );
    if (config.error) {
      throw new Error(
        "Debian's docker-compose is not installed: `npm test` installs it, or run 'apt-get install --no-install-recommends docker-compose'",
      );
    }
    expect(config.stderr).toBe("");
    expect(config.status).toBe(0);
  },
);

it("runs PostgreSQL and the whole app in one container by default", () => {
  const always = Object.keys(services).filter((name) => !service(name).profiles);
  expect(always.sort()).toEqual(["app", "postgres"]);
  expect(service("app").environment?.ROLE).toBe("all");
});

it("runs each role from the same image in the split profile, the worker scalable", () => {
  const image = service("app").image;
  for (const role of ["migrate", "web", "worker", "auth-core"]) {
    expect(service(role)).toMatchObject({ image, profiles: ["split"] });
    expect(service(role).environment?.ROLE).toBe(role);
  }
  // `--scale worker=N` needs containers without a fixed name or a published port.
  expect(service("worker").container_name).toBeUndefined();
  expect(service("worker").ports).toBeUndefined();
  expect(service("web").environment?.SCREENPLAY_WORKER).toBe("separate");
  expect(service("supertokens").profiles).toEqual(["official-core"]);
});

it("hands the app every production variable that .env.example lists", () => {
  const listed = [
    ...fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm),
  ]
    .map((match) => match[1]!)
    .filter((name) => !LOCAL_ONLY.has(name));
  expect(listed.length).toBeGreaterThan(20);
  for (const role of ["app", "web", "worker"]) {
    const missing = listed.filter((name) => !(name in (service(role).environment ?? {})));
    expect({ role, missing }).toEqual({ role, missing: [] });
  }
});
