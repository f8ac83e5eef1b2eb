import fc from "fast-check";

import { API_KEY, testCoreConfig } from "../conformance/test-config";
import { routes, startAuthCore, type RunningAuthCore } from "../index";

jest.setTimeout(120_000);

let running: RunningAuthCore;
beforeAll(async () => {
  running = await startAuthCore(testCoreConfig());
});
afterAll(() => running.close());

async function call(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${running.url}${path}`, {
    method,
    headers: { "api-key": API_KEY, "content-type": "application/json", ...headers },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe("transport (auth-core-cdi.md §3)", () => {
  it("answers the CDI version list, with the API key", async () => {
    expect(await call("GET", "/apiversion")).toMatchObject({
      status: 200,
      text: '{"versions":["5.4"]}',
    });
    expect(await call("GET", "/apiversion", undefined, { "api-key": "" })).toMatchObject({
      status: 401,
      text: "Invalid API key\n",
    });
    expect(
      await call("GET", "/apiversion", undefined, { "api-key": "wrong-key-0123456789abc" }),
    ).toMatchObject({
      status: 401,
    });
    const bearer = await fetch(`${running.url}/apiversion`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(bearer.status).toBe(200);
  });

  it("keeps /hello and the JWKS open, the JWKS with a cache lifetime", async () => {
    expect(await (await fetch(`${running.url}/hello`)).text()).toBe("Hello");
    const jwks = await fetch(`${running.url}/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get("cache-control")).toMatch(/^max-age=\d+, must-revalidate$/);
    const { keys } = (await jwks.json()) as { keys: { kid: string; kty: string }[] };
    expect(keys[0]).toMatchObject({ kty: "RSA", kid: expect.stringMatching(/^d-\d+$/) });
  });

  it("routes tenant and app prefixes the way the official core does", async () => {
    const body = JSON.stringify({
      email: `prefix.${Date.now()}@example.com`,
      password: "pass word 1",
    });
    expect(
      JSON.parse((await call("POST", "/appid-public/public/recipe/signup", body)).text).status,
    ).toBe("OK");
    expect(await call("POST", "/acme/recipe/signup", body)).toMatchObject({
      status: 400,
      text: "AppId or tenantId not found => Tenant with the following connectionURIDomain, appId and tenantId combination not found: (, public, acme)",
    });
    expect((await call("POST", "/appid-other/recipe/signup", body)).status).toBe(400);
    expect(await call("POST", "/acme/recipe/session/verify", "{}")).toMatchObject({
      status: 403,
      text: "Only public tenantId can call this app specific API",
    });
  });

  it("answers bad input with the official core's 4xx texts", async () => {
    expect(await call("GET", "/no/such/api")).toMatchObject({ status: 404, text: "Not found" });
    expect(await call("DELETE", "/recipe/signup")).toMatchObject({
      status: 405,
      text: "Method not supported",
    });
    expect(await call("POST", "/recipe/signup", "{not json")).toMatchObject({
      status: 400,
      text: "Invalid Json Input",
    });
    expect(await call("POST", "/recipe/signup", '{"password":"x"}')).toMatchObject({
      status: 400,
      text: "Field name 'email' is invalid in JSON input",
    });
    expect(await call("GET", "/user/id")).toMatchObject({
      status: 400,
      text: "Field name 'userId' is missing in GET request",
    });
    expect(await call("GET", "/apiversion", undefined, { "cdi-version": "2.7" })).toMatchObject({
      status: 400,
      text: "cdi-version 2.7 not supported",
    });
    expect(
      await call("POST", "/recipe/signup", '{"email":"a\\u0000@x.com","password":"p"}'),
    ).toMatchObject({
      status: 400,
      text: "Invalid Json Input",
    });
    expect((await call("GET", "/user/id?userId=a%00b")).status).toBe(400);
    const huge = JSON.stringify({ email: "x@example.com", password: "a".repeat(1024 * 1024) });
    expect(await call("POST", "/recipe/signup", huge)).toMatchObject({
      status: 413,
      text: "Request body is larger than 1 MB",
    });
  });

  it("answers business errors with 200 and a status", async () => {
    expect(await call("GET", "/user/id?userId=nobody")).toMatchObject({
      status: 200,
      text: '{"status":"UNKNOWN_USER_ID_ERROR"}',
    });
  });
});

describe("random input never causes a 500", () => {
  const jsonBodies = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(
        fc.constantFrom(
          "email",
          "password",
          "userId",
          "role",
          "token",
          "accessToken",
          "refreshToken",
          "sessionHandle",
          "thirdPartyId",
          "thirdPartyUserId",
          "method",
          "userDataInJWT",
          "doAntiCsrfCheck",
          "useDynamicSigningKey",
          "recipeUserId",
          "permissions",
          "sessionHandles",
          "metadataUpdate",
        ),
        fc.jsonValue(),
      )
      .map((value) => JSON.stringify(value)),
    fc.string(),
  );
  const queries = fc
    .dictionary(
      fc.constantFrom(
        "userId",
        "email",
        "role",
        "permission",
        "sessionHandle",
        "limit",
        "paginationToken",
        "timeJoinedOrder",
        "includeRecipeIds",
        "doUnionOfAccountInfo",
        "thirdPartyId",
        "thirdPartyUserId",
      ),
      fc.string(),
    )
    .map((params) => new URLSearchParams(params).toString());

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(route.method === "GET" ? queries : jsonBodies, async (input) => {
          const answer =
            route.method === "GET"
              ? await call("GET", `${route.path}?${input}`)
              : await call(route.method, route.path, input);
          expect(answer.status).toBeLessThan(500);
        }),
        { numRuns: 120 },
      );
    });
  }
});
