/** The people who can be assigned items and submissions: every admin (assignment). */
import "server-only";

import { inArray } from "drizzle-orm";

import { adminIds } from "@/lib/auth/admins";
import { ensureSuperTokensInit } from "@/lib/auth/supertokens";
import { db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";

import type { Researcher } from "./views";

/** Admins with their e-mail, alphabetically. */
export async function researchersOf(): Promise<Researcher[]> {
  ensureSuperTokensInit();
  const ids = await adminIds();
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ id: userProfiles.userId, email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, ids));
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}
