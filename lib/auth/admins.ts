import supertokens from "supertokens-node";
import Session from "supertokens-node/recipe/session";
import UserRoles, { PermissionClaim, UserRoleClaim } from "supertokens-node/recipe/userroles";

import { ADMIN_ROLE } from "@/config/auth";

const TENANT = "public";

async function ensureAdminRole(): Promise<void> {
  await UserRoles.createNewRoleOrAddPermissions(ADMIN_ROLE, []);
}

/**
 * Writes the user's current roles into the stored payload of each of their sessions, so the
 * next token the core mints (refresh, or the header's database-checked user-info call) has them.
 */
async function refreshRoleClaims(userId: string): Promise<void> {
  for (const handle of await Session.getAllSessionHandlesForUser(userId)) {
    await Session.fetchAndSetClaim(handle, UserRoleClaim);
    await Session.fetchAndSetClaim(handle, PermissionClaim);
  }
}

/** Grants or revokes the admin role for every account with this email; answers how many. */
export async function setAdmin(email: string, admin: boolean): Promise<number> {
  const users = await supertokens.listUsersByAccountInfo(TENANT, {
    email: email.trim().toLowerCase(),
  });
  if (admin) await ensureAdminRole();
  for (const user of users) {
    if (admin) await UserRoles.addRoleToUser(TENANT, user.id, ADMIN_ROLE);
    else await UserRoles.removeUserRole(TENANT, user.id, ADMIN_ROLE);
    await refreshRoleClaims(user.id);
  }
  return users.length;
}

/** ADMIN_EMAILS: a listed address becomes admin once it is verified. Answers whether it did now. */
export async function grantAdminIfListed(
  adminEmails: string[],
  userId: string,
  email: string,
  verified: boolean,
): Promise<boolean> {
  if (!verified || !adminEmails.includes(email.trim().toLowerCase())) return false;
  await ensureAdminRole();
  const result = await UserRoles.addRoleToUser(TENANT, userId, ADMIN_ROLE);
  return result.status === "OK" && !result.didUserAlreadyHaveRole;
}

/** The ids of every admin (the researchers items and submissions are assigned to). */
export async function adminIds(): Promise<string[]> {
  const result = await UserRoles.getUsersThatHaveRole(TENANT, ADMIN_ROLE);
  return result.status === "OK" ? result.users : [];
}
