import os from "node:os";

import supertokens from "supertokens-node";
import Session from "supertokens-node/recipe/session";

import { startAuthCore } from "@/lib/platform/auth-core";
import { authCoreConfigFromEnv } from "@/lib/platform/auth-core/config";
import { hashPassword } from "@/lib/platform/auth-core/recipes/passwords";
import { createTestDatabase } from "@/test/test-database";

import { formatMs, percentile } from "./stats";

const API_KEY = "bench-api-key-0123456789abcdef";

/** Runs `task` `count` times, `concurrency` at a time; answers operations per second. */
async function throughput(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<unknown>,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * The machine's bcrypt limit, sign-ins per second: its cores ÷ the time of one native hash at
 * `rounds` (best of five, alone), the floor sign-ins are measured against.
 */
export async function hashingLimit(rounds: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hashPassword("bench password 1", rounds);
    times.push(performance.now() - started);
  }
  return os.availableParallelism() / (Math.min(...times) / 1000);
}

/**
 * The embedded auth core over HTTP (as supertokens-node calls it) and the SDK's local session
 * verification: sign-in latency at the configured bcrypt cost, session operations per second.
 */
export async function benchAuthCore(): Promise<string[]> {
  const database = await createTestDatabase();
  const config = authCoreConfigFromEnv({
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_CORE_PORT: "0",
    AUTH_CORE_API_KEY: API_KEY,
  });
  const core = await startAuthCore(config);
  const cdi = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${core.url}${path}`, {
      method,
      headers: { "api-key": API_KEY, "cdi-version": "5.4", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  try {
    const credentials = { email: "bench@example.com", password: "bench password 1" };
    await cdi("POST", "/public/recipe/signup", credentials);
    const signIns: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await cdi("POST", "/public/recipe/signin", credentials);
      signIns.push(performance.now() - started);
    }

    // Twenty sign-ins at once, and the core's /hello every 10 ms meanwhile: hashing must not
    // hold up the event loop that answers everything else.
    const hellos: number[] = [];
    let signingIn = true;
    const probe = (async () => {
      while (signingIn) {
        const started = performance.now();
        await fetch(`${core.url}/hello`);
        hellos.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const concurrentSignIns = await throughput(40, 20, () =>
      cdi("POST", "/public/recipe/signin", credentials),
    );
    signingIn = false;
    await probe;
    const limit = await hashingLimit(config.bcryptRounds);

    type Created = { accessToken: { token: string }; refreshToken: { token: string } };
    const sessions: Created[] = [];
    const create = await throughput(400, 8, async () => {
      sessions.push(
        await cdi<Created>("POST", "/public/recipe/session", {
          userId: "bench-user",
          userDataInJWT: { "st-role": { v: [], t: 0 } },
          userDataInDatabase: {},
          useDynamicSigningKey: true,
          enableAntiCsrf: false,
        }),
      );
    });
    const refresh = await throughput(sessions.length, 8, (i) =>
      cdi("POST", "/recipe/session/refresh", {
        refreshToken: sessions[i]!.refreshToken.token,
        enableAntiCsrf: false,
        useDynamicSigningKey: true,
      }),
    );
    const verify = await throughput(2000, 8, (i) =>
      cdi("POST", "/recipe/session/verify", {
        accessToken: sessions[i % sessions.length]!.accessToken.token,
        doAntiCsrfCheck: false,
        enableAntiCsrf: false,
        checkDatabase: false,
      }),
    );

    supertokens.init({
      framework: "custom",
      supertokens: { connectionURI: core.url, apiKey: API_KEY },
      appInfo: {
        appName: "bench",
        apiDomain: "http://localhost:3000",
        websiteDomain: "http://localhost:3000",
      },
      recipeList: [Session.init()],
      telemetry: false,
    });
    const tokens = sessions.map((session) => session.accessToken.token);
    await Session.getSessionWithoutRequestResponse(tokens[0]!); // fetches the JWKS once
    const local = await throughput(20_000, 1, (i) =>
      Session.getSessionWithoutRequestResponse(tokens[i % tokens.length]!),
    );
    // What `requireUser` pays per API call so that a signed-out token ends at once.
    const fresh: string[] = [];
    for (let i = 0; i < 50; i++) {
      const created = await cdi<Created>("POST", "/public/recipe/session", {
        userId: "bench-user",
        userDataInJWT: {},
        userDataInDatabase: {},
        useDynamicSigningKey: true,
        enableAntiCsrf: false,
      });
      fresh.push(created.accessToken.token);
    }
    const checkedTimes: number[] = [];
    const checked = await throughput(2000, 8, async (i) => {
      const started = performance.now();
      await Session.getSessionWithoutRequestResponse(fresh[i % fresh.length]!, undefined, {
        checkDatabase: true,
      });
      checkedTimes.push(performance.now() - started);
    });

    return [
      `auth core sign-in p50 ${formatMs(percentile(signIns, 50))} (bcrypt cost ${config.bcryptRounds})`,
      `auth core sign-ins 20 at once ${concurrentSignIns.toFixed(1)}/s, the machine's hashing limit ${limit.toFixed(1)}/s: ×${(concurrentSignIns / limit).toFixed(2)} (goal ≥ ×0.7)`,
      `auth core /hello during those sign-ins p50 ${formatMs(percentile(hellos, 50))}, p99 ${formatMs(percentile(hellos, 99))} (floor about 10 ms, goal p99 < 50 ms)`,
      `auth core session create ${create.toFixed(0)}/s, refresh ${refresh.toFixed(0)}/s, verify ${verify.toFixed(0)}/s (HTTP, 8 at a time)`,
      `in-app local session verification ${local.toFixed(0)}/s (supertokens-node, JWKS cached)`,
      `in-app session checked with the core ${checked.toFixed(0)}/s, p50 ${formatMs(percentile(checkedTimes, 50))} (requireUser on every API call, 8 at a time)`,
    ];
  } finally {
    await core.close();
    await database.drop();
  }
}
