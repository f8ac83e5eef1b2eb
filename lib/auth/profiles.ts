import "server-only";

import { eq, sql } from "drizzle-orm";
import supertokens from "supertokens-node";

import { db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";

/** A deleted account keeps its profile row for the books, under an address nobody reads. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@users.invalid`;
export const isDeletedAccountEmail = (email: string) => email.endsWith("@users.invalid");

/** Creates the product's profile row for a user, or keeps its email current. */
export async function upsertProfile(userId: string, email: string): Promise<void> {
  await db()
    .insert(userProfiles)
    .values({ userId, email })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { email, updatedAt: sql`now()` } });
}

export async function findProfile(userId: string) {
  const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return profile;
}

/** The user's profile row, made from the auth core's record if sign-in has not made it yet. */
export async function ensureProfile(userId: string): Promise<void> {
  if (await findProfile(userId)) return;
  const email = (await supertokens.getUser(userId))?.loginMethods.find(
    (method) => method.email,
  )?.email;
  if (!email) throw new Problem(401, "Your account no longer exists.");
  await upsertProfile(userId, email);
}
