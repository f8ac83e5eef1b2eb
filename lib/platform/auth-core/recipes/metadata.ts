import { eq } from "drizzle-orm";

import type { CoreContext } from "../context";
import { userMetadata } from "../db/schema";

type Metadata = Record<string, unknown>;

export async function getUserMetadata(core: CoreContext, userId: string) {
  const [row] = await core.db.select().from(userMetadata).where(eq(userMetadata.userId, userId));
  return { status: "OK" as const, metadata: row?.metadata ?? {} };
}

/** A shallow merge in which a `null` value removes its key. */
export async function updateUserMetadata(core: CoreContext, userId: string, update: Metadata) {
  return core.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userMetadata)
      .where(eq(userMetadata.userId, userId))
      .for("update");
    const merged: Metadata = { ...(row?.metadata ?? {}), ...update };
    for (const [key, value] of Object.entries(update)) if (value === null) delete merged[key];
    await tx
      .insert(userMetadata)
      .values({ userId, metadata: merged })
      .onConflictDoUpdate({ target: userMetadata.userId, set: { metadata: merged } });
    return { status: "OK" as const, metadata: merged };
  });
}

export async function clearUserMetadata(core: CoreContext, userId: string) {
  await core.db.delete(userMetadata).where(eq(userMetadata.userId, userId));
  return { status: "OK" as const };
}
