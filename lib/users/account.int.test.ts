import { eq } from "drizzle-orm";
import Session from "supertokens-node/recipe/session";

import { POST as changePasswordRoute } from "@/app/api/user/password/route";
import { db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";
import { signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { headerUser } from "./account";

jest.setTimeout(90_000);

beforeAll(startAuth);
afterAll(stopAuth);

/** The customer's session as a page's layout has it. */
async function pageUser(customer: Customer) {
  const cookie = customer.request("GET", "/").headers.get("cookie") ?? "";
  const token = cookie.replace(/^sAccessToken=/, "");
  const session = await Session.getSessionWithoutRequestResponse(token, undefined, {
    antiCsrfCheck: false,
  });
  return { id: customer.id, session };
}

describe("headerUser", () => {
  it("gives the header the email and whether the token carries the admin role", async () => {
    const [customer, admin] = await Promise.all([
      signedInCustomer(),
      signedInCustomer({ admin: true }),
    ]);
    expect(await headerUser(await pageUser(customer))).toEqual({
      email: customer.email,
      isAdmin: false,
    });
    expect(await headerUser(await pageUser(admin))).toEqual({ email: admin.email, isAdmin: true });
  });

  it("reads the email from the auth core when sign-in has made no profile yet", async () => {
    const customer = await signedInCustomer();
    await db().delete(userProfiles).where(eq(userProfiles.userId, customer.id));
    expect((await headerUser(await pageUser(customer))).email).toBe(customer.email);
  });
});

describe("POST /api/user/password", () => {
  /** A change with `currentPassword`, sent from `address`. */
  const change = (customer: Customer, currentPassword: string, address: string) => {
    const request = customer.request("POST", "/api/user/password", {
      json: { currentPassword, newPassword: "Clearance2027" },
    });
    request.headers.set("x-forwarded-for", address);
    return changePasswordRoute(request);
  };
  const answerOf = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  });
  const tooMany = {
    status: 429,
    message: expect.stringMatching(
      /^Too many attempts to change the password\. Please try again in \d+ minutes\.$/,
    ) as string,
  };

  it("checks the current password 10 times in 15 minutes per account, from any address", async () => {
    const customer = await signedInCustomer();
    for (let guess = 0; guess < 10; guess++) {
      expect(
        await answerOf(await change(customer, `guess ${guess}`, `198.51.100.${guess}`)),
      ).toEqual({ status: 400, message: "The current password is not correct." });
    }
    const refused = await change(customer, "Clearance2026", "198.51.100.99");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answerOf(refused)).toEqual(tooMany);
  });

  it("checks at most 50 current passwords in 15 minutes from one address, whoever asks", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => signedInCustomer()));
    for (const customer of customers.slice(0, 5)) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, guess) => change(customer, `guess ${guess}`, "203.0.113.9")),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    }
    expect(await answerOf(await change(customers[5]!, "Clearance2026", "203.0.113.9"))).toEqual(
      tooMany,
    );
    // Another address is not held back.
    expect((await change(customers[5]!, "Clearance2026", "203.0.113.10")).status).toBe(204);
  });
});
