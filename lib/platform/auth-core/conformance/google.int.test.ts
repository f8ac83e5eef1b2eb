import { signInWithGoogle } from "@/lib/dev/google-oidc/browser";
import { startGoogleOidcProvider, type RunningGoogleOidc } from "@/lib/dev/google-oidc/provider";

import { ORIGIN, startHarness, type Browser, type Harness } from "./harness";

/** Google sign-in/up through the development OIDC provider, by the SDK's real Google code. */
jest.setTimeout(60_000);

const CLIENT = {
  clientId: "ncs-dev.apps.googleusercontent.com",
  clientSecret: "dev-secret-for-tests",
};
const REDIRECT = `${ORIGIN}/auth/callback/google`;
let google: RunningGoogleOidc;
let harness: Harness;

beforeAll(async () => {
  google = await startGoogleOidcProvider({ ...CLIENT, redirectUris: [REDIRECT] });
  harness = await startHarness({ google: { ...CLIENT, discoveryUrl: google.discoveryUrl } });
});
afterAll(async () => {
  await harness.close();
  await google.close();
});

async function signInUp(browser: Browser, account: { email: string; shareEmail?: boolean }) {
  const query = new URLSearchParams({
    thirdPartyId: "google",
    redirectURIOnProviderDashboard: REDIRECT,
  });
  const start = await browser.auth("GET", `/authorisationurl?${query}`);
  expect(start.body.status).toBe("OK");
  const callback = await signInWithGoogle(
    start.body.urlWithQueryParams as string,
    REDIRECT,
    account,
  );
  return browser.auth("POST", "/signinup", {
    thirdPartyId: "google",
    redirectURIInfo: {
      redirectURIOnProviderDashboard: REDIRECT,
      redirectURIQueryParams: Object.fromEntries(callback.searchParams),
      pkceCodeVerifier: start.body.pkceCodeVerifier,
    },
  });
}

it("creates the account the first time and signs in the second, email already verified", async () => {
  const email = `Google.User.${Date.now()}@Example.com`;
  const first = await signInUp(harness.browser(), { email });
  expect(first.body).toMatchObject({
    status: "OK",
    createdNewRecipeUser: true,
    user: {
      emails: [email.toLowerCase()],
      thirdParty: [{ id: "google" }],
      loginMethods: [{ verified: true }],
    },
  });

  const browser = harness.browser();
  const second = await signInUp(browser, { email });
  expect(second.body).toMatchObject({ status: "OK", createdNewRecipeUser: false });
  expect((second.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
  // Google vouched for the address, so the verification gate is already open.
  expect((await browser.protected()).status).toBe(200);
});

it("refuses a Google account that does not share its email", async () => {
  const answer = await signInUp(harness.browser(), {
    email: `quiet.${Date.now()}@example.com`,
    shareEmail: false,
  });
  expect(answer.body.status).toBe("NO_EMAIL_GIVEN_BY_PROVIDER");
});

it("lists Google among the login methods", async () => {
  const methods = await harness.browser().auth("GET", "/loginmethods");
  expect(methods.body).toMatchObject({
    status: "OK",
    thirdParty: { enabled: true, providers: [{ id: "google", name: "Google" }] },
  });
});
