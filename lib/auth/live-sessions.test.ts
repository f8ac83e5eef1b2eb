import type { RecipeInterface } from "supertokens-node/recipe/session/types";

import {
  CONFIRMED_FOR_MS,
  confirmedByCore,
  forgetRevokedSessions,
  needsCoreCheck,
} from "./live-sessions";

/** An unsigned token carrying a session handle: needsCoreCheck only reads, never trusts it. */
const tokenFor = (sessionHandle: string) =>
  `e30.${Buffer.from(JSON.stringify({ sessionHandle })).toString("base64url")}.x`;

const userContext = {} as Parameters<RecipeInterface["revokeSession"]>[0]["userContext"];

const recipe = {
  revokeSession: async () => true,
  revokeMultipleSessions: async () => [],
  revokeAllSessionsForUser: async () => [],
} as unknown as RecipeInterface;

describe("live sessions", () => {
  it("asks the core about a session it has not confirmed, and again once the moment passes", () => {
    expect(needsCoreCheck(tokenFor("a"), 1_000)).toBe(true);
    confirmedByCore("a", 1_000);
    expect(needsCoreCheck(tokenFor("a"), 1_000 + CONFIRMED_FOR_MS)).toBe(false);
    expect(needsCoreCheck(tokenFor("a"), 1_001 + CONFIRMED_FOR_MS)).toBe(true);
    expect(needsCoreCheck(undefined)).toBe(true);
    expect(needsCoreCheck("not a token")).toBe(true);
  });

  it("forgets a session as soon as it is revoked here", async () => {
    const functions = forgetRevokedSessions(recipe);
    const now = Date.now();
    for (const handle of ["b", "c", "d"]) confirmedByCore(handle, now);
    await functions.revokeSession({ sessionHandle: "b", userContext });
    expect(needsCoreCheck(tokenFor("b"), now)).toBe(true);
    expect(needsCoreCheck(tokenFor("c"), now)).toBe(false);
    await functions.revokeMultipleSessions({ sessionHandles: ["c"], userContext });
    expect(needsCoreCheck(tokenFor("c"), now)).toBe(true);
    await functions.revokeAllSessionsForUser({
      userId: "u",
      revokeSessionsForLinkedAccounts: true,
      tenantId: "public",
      revokeAcrossAllTenants: true,
      userContext,
    });
    expect(needsCoreCheck(tokenFor("d"), now)).toBe(true);
  });
});
