import EmailPassword from "supertokens-node/recipe/emailpassword";
import ThirdParty from "supertokens-node/recipe/thirdparty";

import { startHarness, type Harness } from "./harness";
import { API_KEY } from "./test-config";

/**
 * Answers where the SDK's own test suite, run against the official core, showed this core to
 * differ; each is the official core's behaviour (supertokens-core, CDI 5.4).
 */
jest.setTimeout(60_000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function core(path: string, init: RequestInit = {}) {
  const response = await fetch(`${harness.core.url}${path}`, {
    ...init,
    headers: { "api-key": API_KEY, "content-type": "application/json", ...init.headers },
  });
  return { status: response.status, text: await response.text() };
}

it("creates a session for an empty user id, as for any other string", async () => {
  // Straight to the core: the SDK's e-mail verification claim would look the user up first.
  const created = await core("/recipe/session", {
    method: "POST",
    body: JSON.stringify({
      userId: "",
      userDataInJWT: {},
      userDataInDatabase: {},
      useDynamicSigningKey: true,
      enableAntiCsrf: false,
    }),
  });
  expect(created.status).toBe(200);
  const { status, session, accessToken } = JSON.parse(created.text) as {
    status: string;
    session: { handle: string; userId: string };
    accessToken: { token: string };
  };
  expect([status, session.userId]).toEqual(["OK", ""]);

  const verified = await core("/recipe/session/verify", {
    method: "POST",
    body: JSON.stringify({
      accessToken: accessToken.token,
      doAntiCsrfCheck: false,
      enableAntiCsrf: false,
      checkDatabase: true,
    }),
  });
  expect(JSON.parse(verified.text)).toMatchObject({
    status: "OK",
    session: { handle: session.handle, userId: "" },
  });
});

it("ends the API-key refusal with a line break", async () => {
  expect(await core("/apiversion", { headers: { "api-key": "wrong-key-0123456789abc" } })).toEqual({
    status: 401,
    text: "Invalid API key\n",
  });
});

it("gives a password-reset token for a third-party-only user", async () => {
  const email = `google.only.${Date.now()}@example.com`;
  const signedUp = await ThirdParty.manuallyCreateOrUpdateUser(
    "public",
    "google",
    `google-${Date.now()}`,
    email,
    true,
  );
  if (signedUp.status !== "OK") throw new Error(signedUp.status);
  expect(signedUp.user.loginMethods.map((method) => method.recipeId)).toEqual(["thirdparty"]);

  const reset = await EmailPassword.createResetPasswordToken("public", signedUp.user.id, email);
  expect(reset).toEqual({ status: "OK", token: expect.any(String) });
  // An id nobody has is still refused.
  expect(await EmailPassword.createResetPasswordToken("public", "nobody", email)).toEqual({
    status: "UNKNOWN_USER_ID_ERROR",
  });
});

it("answers a bad user-list limit in the official core's words", async () => {
  for (const limit of ["ten", "2.5", "", "99999999999"]) {
    expect(await core(`/users?limit=${limit}`)).toEqual({
      status: 400,
      text: "Field name 'limit' must be an int in the GET request",
    });
  }
  for (const limit of ["0", "-3"]) {
    expect(await core(`/users?limit=${limit}`)).toEqual({
      status: 400,
      text: "limit must a positive integer with min value 1",
    });
  }
  expect((await core("/users?limit=%2B2")).status).toBe(200);
});
