import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";

import type { CoreContext } from "../context";
import { isUniqueViolation } from "./emailpassword";
import { normaliseEmail, userJson } from "./users";
import { users, verifiedEmails } from "../db/schema";

/** Sign in or up with a provider's identity: upsert on (provider, provider's user id). */
export async function thirdPartySignInUp(
  core: CoreContext,
  input: {
    tenantId: string;
    thirdPartyId: string;
    thirdPartyUserId: string;
    email: string;
    isVerified: boolean;
  },
) {
  const email = normaliseEmail(input.email);
  const identity = and(
    eq(users.tenantId, input.tenantId),
    eq(users.recipeId, "thirdparty"),
    eq(users.thirdPartyId, input.thirdPartyId),
    eq(users.thirdPartyUserId, input.thirdPartyUserId),
  );
  for (let attempt = 0; ; attempt++) {
    try {
      return await core.db.transaction(async (tx) => {
        let [row] = await tx.select().from(users).where(identity).for("update");
        const createdNewUser = !row;
        if (!row) {
          [row] = await tx
            .insert(users)
            .values({
              id: randomUUID(),
              recipeId: "thirdparty",
              tenantId: input.tenantId,
              email,
              thirdPartyId: input.thirdPartyId,
              thirdPartyUserId: input.thirdPartyUserId,
              timeJoined: core.now(),
            })
            .returning();
        } else if (row.email !== email) {
          [row] = await tx.update(users).set({ email }).where(eq(users.id, row.id)).returning();
        }
        if (input.isVerified) {
          await tx.insert(verifiedEmails).values({ userId: row!.id, email }).onConflictDoNothing();
        }
        return {
          status: "OK" as const,
          createdNewUser,
          user: await userJson(tx, row!),
          recipeUserId: row!.id,
        };
      });
    } catch (error) {
      // Two first sign-ins at once: the loser finds the winner's row on the next attempt.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}
