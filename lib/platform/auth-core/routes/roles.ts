import { z } from "zod";

import { jsonObject, nonEmpty } from "./inputs";
import { route } from "../http/route";
import { clearUserMetadata, getUserMetadata, updateUserMetadata } from "../recipes/metadata";
import {
  addRoleToUser,
  allRoles,
  createRoleOrAddPermissions,
  deleteRole,
  permissionsOfRole,
  removePermissionsFromRole,
  removeRoleFromUser,
  rolesOfUser,
  rolesWithPermission,
  usersWithRole,
} from "../recipes/roles";

const userAndRole = z.object({ userId: z.string(), role: nonEmpty });

/** UserRoles and UserMetadata. */
export const roleRoutes = [
  route({
    method: "PUT",
    path: "/recipe/role",
    body: z.object({ role: nonEmpty, permissions: z.array(z.string()).default([]) }),
    handle: ({ core, body }) => createRoleOrAddPermissions(core, body.role, body.permissions),
  }),
  route({
    method: "PUT",
    path: "/recipe/user/role",
    scope: "tenant",
    body: userAndRole,
    handle: ({ core, tenantId, body }) => addRoleToUser(core, tenantId, body.userId, body.role),
  }),
  route({
    method: "POST",
    path: "/recipe/user/role/remove",
    scope: "tenant",
    body: userAndRole,
    handle: ({ core, tenantId, body }) =>
      removeRoleFromUser(core, tenantId, body.userId, body.role),
  }),
  route({
    method: "GET",
    path: "/recipe/user/roles",
    scope: "tenant",
    query: z.object({ userId: z.string() }),
    handle: ({ core, tenantId, query }) => rolesOfUser(core, tenantId, query.userId),
  }),
  route({
    method: "GET",
    path: "/recipe/role/users",
    scope: "tenant",
    query: z.object({ role: nonEmpty }),
    handle: ({ core, tenantId, query }) => usersWithRole(core, tenantId, query.role),
  }),
  route({
    method: "GET",
    path: "/recipe/role/permissions",
    query: z.object({ role: nonEmpty }),
    handle: ({ core, query }) => permissionsOfRole(core, query.role),
  }),
  route({
    method: "POST",
    path: "/recipe/role/permissions/remove",
    body: z.object({ role: nonEmpty, permissions: z.array(z.string()).optional() }),
    handle: ({ core, body }) => removePermissionsFromRole(core, body.role, body.permissions),
  }),
  route({
    method: "GET",
    path: "/recipe/permission/roles",
    query: z.object({ permission: z.string() }),
    handle: ({ core, query }) => rolesWithPermission(core, query.permission),
  }),
  route({
    method: "POST",
    path: "/recipe/role/remove",
    body: z.object({ role: nonEmpty }),
    handle: ({ core, body }) => deleteRole(core, body.role),
  }),
  route({ method: "GET", path: "/recipe/roles", handle: ({ core }) => allRoles(core) }),
  route({
    method: "GET",
    path: "/recipe/user/metadata",
    query: z.object({ userId: z.string() }),
    handle: ({ core, query }) => getUserMetadata(core, query.userId),
  }),
  route({
    method: "PUT",
    path: "/recipe/user/metadata",
    body: z.object({ userId: z.string(), metadataUpdate: jsonObject }),
    handle: ({ core, body }) => updateUserMetadata(core, body.userId, body.metadataUpdate),
  }),
  route({
    method: "POST",
    path: "/recipe/user/metadata/remove",
    body: z.object({ userId: z.string() }),
    handle: ({ core, body }) => clearUserMetadata(core, body.userId),
  }),
];
