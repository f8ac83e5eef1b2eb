import { eq } from "drizzle-orm";
import Session from "supertokens-node/recipe/session";

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
