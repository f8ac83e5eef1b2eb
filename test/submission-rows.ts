import { db } from "@/lib/db/client";
import { submissions, userProfiles } from "@/lib/db/schema";

/** A customer of their own (ids prefixed `prefix`) and a submission of theirs, for integration tests. */
export async function customerSubmission(prefix: string, title = "") {
  const userId = `${prefix}-${Math.random()}`;
  await db()
    .insert(userProfiles)
    .values({ userId, email: `${userId}@example.com` });
  const [submission] = await db()
    .insert(submissions)
    .values({ ownerId: userId, title })
    .returning();
  return submission!;
}
