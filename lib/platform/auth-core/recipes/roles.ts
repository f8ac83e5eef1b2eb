import { and, asc, eq, inArray } from "drizzle-orm";

import type { CoreContext } from "../context";
import { rolePermissions, roles, userRoles } from "../db/schema";

const UNKNOWN_ROLE = { status: "UNKNOWN_ROLE_ERROR" as const };

async function roleExists(core: CoreContext, role: string): Promise<boolean> {
  const [row] = await core.db.select().from(roles).where(eq(roles.role, role));
  return Boolean(row);
}

/** Creates a role, or adds permissions to an existing one. */
export async function createRoleOrAddPermissions(
  core: CoreContext,
  role: string,
  permissions: string[],
) {
  return core.db.transaction(async (tx) => {
    const created = await tx.insert(roles).values({ role }).onConflictDoNothing().returning();
    if (permissions.length) {
      await tx
        .insert(rolePermissions)
        .values([...new Set(permissions)].map((permission) => ({ role, permission })))
        .onConflictDoNothing();
    }
    return { status: "OK" as const, createdNewRole: created.length > 0 };
  });
}

export async function addRoleToUser(
  core: CoreContext,
  tenantId: string,
  userId: string,
  role: string,
) {
  if (!(await roleExists(core, role))) return UNKNOWN_ROLE;
  const added = await core.db
    .insert(userRoles)
    .values({ tenantId, userId, role })
    .onConflictDoNothing()
    .returning();
  return { status: "OK" as const, didUserAlreadyHaveRole: added.length === 0 };
}

export async function removeRoleFromUser(
  core: CoreContext,
  tenantId: string,
  userId: string,
  role: string,
) {
  if (!(await roleExists(core, role))) return UNKNOWN_ROLE;
  const removed = await core.db
    .delete(userRoles)
    .where(
      and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId), eq(userRoles.role, role)),
    )
    .returning();
  return { status: "OK" as const, didUserHaveRole: removed.length > 0 };
}

export async function rolesOfUser(core: CoreContext, tenantId: string, userId: string) {
  const rows = await core.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.userId, userId)))
    .orderBy(asc(userRoles.role));
  return { status: "OK" as const, roles: rows.map((row) => row.role) };
}

export async function usersWithRole(core: CoreContext, tenantId: string, role: string) {
  if (!(await roleExists(core, role))) return UNKNOWN_ROLE;
  const rows = await core.db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenantId), eq(userRoles.role, role)))
    .orderBy(asc(userRoles.userId));
  return { status: "OK" as const, users: rows.map((row) => row.userId) };
}

export async function permissionsOfRole(core: CoreContext, role: string) {
  if (!(await roleExists(core, role))) return UNKNOWN_ROLE;
  const rows = await core.db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role))
    .orderBy(asc(rolePermissions.permission));
  return { status: "OK" as const, permissions: rows.map((row) => row.permission) };
}

/** Removes the given permissions from a role, or all of them when none are given. */
export async function removePermissionsFromRole(
  core: CoreContext,
  role: string,
  permissions?: string[],
) {
  if (!(await roleExists(core, role))) return UNKNOWN_ROLE;
  await core.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.role, role),
        permissions
          ? inArray(rolePermissions.permission, permissions.length ? permissions : [""])
          : undefined,
      ),
    );
  return { status: "OK" as const };
}

export async function rolesWithPermission(core: CoreContext, permission: string) {
  const rows = await core.db
    .select({ role: rolePermissions.role })
    .from(rolePermissions)
    .where(eq(rolePermissions.permission, permission))
    .orderBy(asc(rolePermissions.role));
  return { status: "OK" as const, roles: rows.map((row) => row.role) };
}

export async function deleteRole(core: CoreContext, role: string) {
  const removed = await core.db.delete(roles).where(eq(roles.role, role)).returning();
  return { status: "OK" as const, didRoleExist: removed.length > 0 };
}

export async function allRoles(core: CoreContext) {
  const rows = await core.db.select().from(roles).orderBy(asc(roles.role));
  return { status: "OK" as const, roles: rows.map((row) => row.role) };
}
