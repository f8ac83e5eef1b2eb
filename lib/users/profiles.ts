import { eq, sql } from "drizzle-orm";

import { db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";

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
