import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";

import { GET as userInfoRoute } from "@/app/api/user/info/route";
import { db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { startAuthCore, type RunningAuthCore } from "@/lib/platform/auth-core";
import { Browser, formFields } from "@/lib/platform/auth-core/conformance/harness";
import { API_KEY, testCoreConfig } from "@/lib/platform/auth-core/conformance/test-config";

import { handleAuthRequest } from "./handler";

/** The app's own supertokens-node configuration, end to end against the embedded core. */
jest.setTimeout(60_000);

let core: RunningAuthCore;
let mailbox: RunningDevMailbox;
beforeAll(async () => {
  core = await startAuthCore(testCoreConfig());
  mailbox = await startDevMailbox();
  Object.assign(process.env, {
    SUPERTOKENS_CONNECTION_URI: core.url,
    SUPERTOKENS_API_KEY: API_KEY,
    SMTP_URL: mailbox.smtpUrl,
    ADMIN_EMAILS: "boss@example.com",
    APP_URL: "http://localhost:3000",
  });
});
afterAll(async () => {
  await mailbox.close();
  await core.close();
});

let ip = 0;
/** A browser on an address of its own, so rate limits do not carry over between tests. */
function browser(address = `203.0.113.${++ip}`) {
  const user = new Browser((request) => handleAuthRequest(request as NextRequest));
  const auth = user.auth.bind(user);
  user.auth = (method, path, body, headers) =>
    auth(method, path, body, { "x-forwarded-for": address, ...headers });
  return user;
}

/** Waits until `done` (an e-mail is delivered over SMTP after the answer). */
async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const signUp = (user: Browser, email: string) =>
  user.auth("POST", "/signup", formFields({ email, password: "Clearance2026" }));

async function verify(user: Browser, email: string) {
  await user.auth("POST", "/user/email/verify/token");
  const link = mailbox.messages().find((message) => message.to.includes(email))!.links[0]!;
  const token = new URL(link).searchParams.get("token");
  return user.auth("POST", "/user/email/verify", { method: "token", token });
}

it("signs up with the product's verification e-mail and a profile row", async () => {
  const user = browser();
  const answer = await signUp(user, "new.customer@example.com");
  expect(answer.body.status).toBe("OK");
  const userId = (answer.body.user as { id: string }).id;
  const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.userId, userId));
  expect(profile?.email).toBe("new.customer@example.com");

  expect((await verify(user, "new.customer@example.com")).body.status).toBe("OK");
  const email = mailbox
    .messages()
    .find((message) => message.to.includes("new.customer@example.com"))!;
  expect(email.subject).toBe("Confirm your e-mail address for No Conflict Script");
  expect(email.text).toContain("This link works for 24 hours.");
});

it("e-mails the link at sign-up; the screen's request as it opens sends no second, Resend does", async () => {
  const user = browser();
  const to = () => mailbox.messages().filter((message) => message.to.includes("early@example.com"));
  expect((await signUp(user, "early@example.com")).body.status).toBe("OK");
  // Sent by the sign-up itself: no screen has asked.
  await until(() => to().length === 1);
  expect(to()[0]!.subject).toBe("Confirm your e-mail address for No Conflict Script");

  // The "Verify your email" screen asks as it opens: the sign-up's e-mail answers it.
  expect((await user.auth("POST", "/user/email/verify/token")).body.status).toBe("OK");
  expect(to()).toHaveLength(1);
  // "Resend Email" sends another.
  expect((await user.auth("POST", "/user/email/verify/token")).body.status).toBe("OK");
  await until(() => to().length === 2);
  expect(to()).toHaveLength(2);

  // The sign-up's link works.
  const token = new URL(to()[0]!.links[0]!).searchParams.get("token");
  const verified = await user.auth("POST", "/user/email/verify", { method: "token", token });
  expect(verified.body.status).toBe("OK");
});

it("makes an ADMIN_EMAILS address admin once it is verified, in the same session", async () => {
  const user = browser();
  await signUp(user, "Boss@Example.com");
  expect(user.accessTokenPayload()["st-role"]).toMatchObject({ v: [] });
  await verify(user, "boss@example.com");
  expect(user.accessTokenPayload()["st-role"]).toMatchObject({ v: ["admin"] });

  const info = await userInfoRoute(
    new (await import("next/server")).NextRequest("http://localhost:3000/api/user/info", {
      headers: { cookie: `sAccessToken=${user.cookie("sAccessToken")}` },
    }),
  );
  expect(await info.json()).toEqual({
    email: "boss@example.com",
    isAdmin: true,
    signInMethod: "password",
  });
});

describe("rate limits", () => {
  it("stops sign-ups from one address after 20 in an hour, with Retry-After", async () => {
    const address = "198.51.100.77";
    for (let i = 0; i < 20; i++) {
      expect((await signUp(browser(address), `burst${i}@example.com`)).status).toBe(200);
    }
    const refused = await signUp(browser(address), "burst20@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: "GENERAL_ERROR",
      message: expect.stringMatching(
        /^Too many accounts were created from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("stops password-reset e-mails for one account after 5 in an hour, from any address", async () => {
    await signUp(browser(), "forgetful@example.com");
    const ask = () =>
      browser().auth(
        "POST",
        "/user/password/reset/token",
        formFields({ email: "forgetful@example.com" }),
      );
    for (let i = 0; i < 5; i++) expect((await ask()).body.status).toBe("OK");
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many password reset e-mails were requested/);
  });
});

it("answers a sign-in body nested 49,000 deep with a 400 and a sentence, not a 500", async () => {
  const deep = `{"formFields":${"[".repeat(49_000)}${"]".repeat(49_000)}}`;
  const answer = await handleAuthRequest(
    new NextRequest("http://localhost:3000/api/auth/signin", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        rid: "emailpassword",
        "x-forwarded-for": "203.0.113.250",
      },
      body: deep,
    }),
  );
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { message: string }).message).toMatch(/^The request body nests/);
});
