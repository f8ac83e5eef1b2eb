import supertokens, { RecipeUserId } from "supertokens-node";
import EmailPassword from "supertokens-node/recipe/emailpassword";
import EmailVerification from "supertokens-node/recipe/emailverification";
import Session from "supertokens-node/recipe/session";
import UserMetadata from "supertokens-node/recipe/usermetadata";
import UserRoles from "supertokens-node/recipe/userroles";

import { createScratchDatabase, type TestDatabase } from "@/test/test-database";

import { startHarness, type Harness } from "./harness";

/**
 * The SDK's management functions (what admin tools and the product's own code call), on a
 * database of its own so that counts are exact.
 */
jest.setTimeout(60_000);

let scratch: TestDatabase;
let harness: Harness;
beforeAll(async () => {
  scratch = await createScratchDatabase();
  harness = await startHarness({ core: { databaseUrl: scratch.url } });
});
afterAll(async () => {
  await harness.close();
  await scratch.drop();
});

describe("users", () => {
  it("lists users newest and oldest first, page by page, and counts them", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await harness.signUp(harness.browser(), `list${i}@example.com`)).userId);

    const all = (
      await supertokens.getUsersOldestFirst({ tenantId: "public", limit: 10 })
    ).users.map((user) => user.id);
    expect([...all].sort()).toEqual([...ids].sort());

    const pages: string[] = [];
    let paginationToken: string | undefined;
    do {
      const page = await supertokens.getUsersOldestFirst({
        tenantId: "public",
        limit: 2,
        paginationToken,
      });
      pages.push(...page.users.map((user) => user.id));
      paginationToken = page.nextPaginationToken;
    } while (paginationToken);
    expect(pages).toEqual(all);

    const newest = await supertokens.getUsersNewestFirst({ tenantId: "public", limit: 10 });
    expect(newest.users.map((user) => user.id)).toEqual([...all].reverse());
    expect(newest.nextPaginationToken).toBeUndefined();

    expect(await supertokens.getUserCount()).toBe(5);
    expect(await supertokens.getUserCount(["thirdparty"])).toBe(0);
  });

  it("finds users by account info, with and without union", async () => {
    const { userId } = await harness.signUp(harness.browser(), "Find.Me@Example.com");
    const byEmail = await supertokens.listUsersByAccountInfo("public", {
      email: " find.me@example.com ",
    });
    expect(byEmail.map((user) => user.id)).toEqual([userId]);
    const both = { email: "find.me@example.com", thirdParty: { id: "google", userId: "nobody" } };
    expect(await supertokens.listUsersByAccountInfo("public", both, false)).toEqual([]);
    expect(
      (await supertokens.listUsersByAccountInfo("public", both, true)).map((user) => user.id),
    ).toEqual([userId]);
  });

  it("deletes a user with everything kept about them", async () => {
    const { browser, userId, email } = await harness.verifiedUser();
    await UserRoles.createNewRoleOrAddPermissions("reviewer", []);
    await UserRoles.addRoleToUser("public", userId, "reviewer");
    await UserMetadata.updateUserMetadata(userId, { plan: "pro" });

    expect(await supertokens.deleteUser(userId)).toEqual({ status: "OK" });
    expect(await supertokens.getUser(userId)).toBeUndefined();
    expect(await Session.getAllSessionHandlesForUser(userId)).toEqual([]);
    expect(await UserRoles.getRolesForUser("public", userId)).toMatchObject({ roles: [] });
    expect(await UserMetadata.getUserMetadata(userId)).toMatchObject({ metadata: {} });
    expect(await EmailVerification.isEmailVerified(new RecipeUserId(userId), email)).toBe(false);
    expect((await browser.protected({ options: { checkDatabase: true } })).status).toBe(401);
    expect(await supertokens.deleteUser(userId)).toEqual({ status: "OK" }); // twice is fine
  });

  it("changes a user's email and password, refusing an email already taken", async () => {
    const first = await harness.signUp(harness.browser(), "first.owner@example.com");
    await harness.signUp(harness.browser(), "taken@example.com");
    const recipeUserId = new RecipeUserId(first.userId);
    expect(
      await EmailPassword.updateEmailOrPassword({ recipeUserId, email: "taken@example.com" }),
    ).toEqual({
      status: "EMAIL_ALREADY_EXISTS_ERROR",
    });
    expect(
      await EmailPassword.updateEmailOrPassword({
        recipeUserId,
        email: "moved@example.com",
        password: "new pass 123",
      }),
    ).toEqual({
      status: "OK",
    });
    expect((await EmailPassword.signIn("public", "moved@example.com", "new pass 123")).status).toBe(
      "OK",
    );
  });

  it("un-verifies an email and revokes pending verification tokens", async () => {
    const { userId, email } = await harness.verifiedUser();
    const recipeUserId = new RecipeUserId(userId);
    expect(await EmailVerification.isEmailVerified(recipeUserId, email)).toBe(true);
    await EmailVerification.unverifyEmail(recipeUserId, email);
    expect(await EmailVerification.isEmailVerified(recipeUserId, email)).toBe(false);

    const created = await EmailVerification.createEmailVerificationToken(
      "public",
      recipeUserId,
      email,
    );
    expect(created.status).toBe("OK");
    await EmailVerification.revokeEmailVerificationTokens("public", recipeUserId, email);
    const token = (created as { token: string }).token;
    expect((await EmailVerification.verifyEmailUsingToken("public", token)).status).toBe(
      "EMAIL_VERIFICATION_INVALID_TOKEN_ERROR",
    );
  });
});

describe("roles and permissions", () => {
  it("manages roles, their permissions and their users", async () => {
    expect(
      await UserRoles.createNewRoleOrAddPermissions("editor", ["scripts:read", "scripts:write"]),
    ).toMatchObject({
      createdNewRole: true,
    });
    expect(
      await UserRoles.createNewRoleOrAddPermissions("editor", ["reports:publish"]),
    ).toMatchObject({
      createdNewRole: false,
    });
    expect(await UserRoles.getPermissionsForRole("editor")).toEqual({
      status: "OK",
      permissions: ["reports:publish", "scripts:read", "scripts:write"],
    });
    expect(await UserRoles.getRolesThatHavePermission("scripts:write")).toMatchObject({
      roles: ["editor"],
    });

    expect(await UserRoles.addRoleToUser("public", "user-a", "editor")).toMatchObject({
      didUserAlreadyHaveRole: false,
    });
    expect(await UserRoles.addRoleToUser("public", "user-a", "editor")).toMatchObject({
      didUserAlreadyHaveRole: true,
    });
    expect(await UserRoles.getUsersThatHaveRole("public", "editor")).toEqual({
      status: "OK",
      users: ["user-a"],
    });
    expect(await UserRoles.addRoleToUser("public", "user-a", "ghost")).toEqual({
      status: "UNKNOWN_ROLE_ERROR",
    });

    await UserRoles.removePermissionsFromRole("editor", ["scripts:write"]);
    expect(
      (await UserRoles.getPermissionsForRole("editor")) as { permissions: string[] },
    ).toMatchObject({
      permissions: ["reports:publish", "scripts:read"],
    });
    expect(await UserRoles.removeUserRole("public", "user-a", "editor")).toMatchObject({
      didUserHaveRole: true,
    });
    expect(await UserRoles.getRolesForUser("public", "user-a")).toMatchObject({ roles: [] });

    expect((await UserRoles.getAllRoles()).roles).toContain("editor");
    expect(await UserRoles.deleteRole("editor")).toMatchObject({ didRoleExist: true });
    expect(await UserRoles.getPermissionsForRole("editor")).toEqual({
      status: "UNKNOWN_ROLE_ERROR",
    });
  });
});

describe("user metadata", () => {
  it("merges shallowly, deletes keys set to null, and clears", async () => {
    await UserMetadata.updateUserMetadata("meta-user", { a: 1, nested: { x: 1 } });
    expect(
      await UserMetadata.updateUserMetadata("meta-user", { a: null, b: 2, nested: { y: 2 } }),
    ).toMatchObject({
      metadata: { b: 2, nested: { y: 2 } },
    });
    await UserMetadata.clearUserMetadata("meta-user");
    expect(await UserMetadata.getUserMetadata("meta-user")).toEqual({ status: "OK", metadata: {} });
  });
});
