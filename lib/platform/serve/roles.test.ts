import { EnvError } from "@/lib/env";

import { runsAuthCore, serveEnv } from "./roles";

describe("the image's settings", () => {
  it("run everything by default and give SIGTERM 25 s", () => {
    expect(serveEnv({})).toEqual({ ROLE: "all", STOP_TIMEOUT_SECONDS: 25 });
    expect(serveEnv({ ROLE: "worker", STOP_TIMEOUT_SECONDS: "40" })).toEqual({
      ROLE: "worker",
      STOP_TIMEOUT_SECONDS: 40,
    });
  });

  it("name what is wrong in one sentence each", () => {
    expect(() => serveEnv({ ROLE: "db", STOP_TIMEOUT_SECONDS: "soon" })).toThrow(
      new EnvError([
        "ROLE must be all (everything in one container), web, worker, auth-core or migrate (apply the migrations and exit)",
        "STOP_TIMEOUT_SECONDS must be a number of seconds, such as 25",
      ]),
    );
  });

  it("run the embedded auth core alone, or in `all` unless another core is named", () => {
    expect(runsAuthCore("auth-core", {})).toBe(true);
    expect(runsAuthCore("all", {})).toBe(true);
    expect(runsAuthCore("all", { SUPERTOKENS_CONNECTION_URI: "http://core:3567" })).toBe(false);
    expect(runsAuthCore("web", {})).toBe(false);
  });
});
