import { z } from "zod";

import { jsonObject, queryBoolean } from "./inputs";
import { badRequest } from "../http/errors";
import { route } from "../http/route";
import {
  createSession,
  getSessionInformation,
  refreshSession,
  regenerateSession,
  removeSessionsByHandle,
  removeSessionsOfUser,
  sessionHandlesOfUser,
  updateStoredPayload,
  verifySession,
} from "../recipes/sessions";

export const sessionRoutes = [
  route({
    method: "POST",
    path: "/recipe/session",
    scope: "tenant",
    body: z.object({
      // Any string, the empty one too, as the official core takes it.
      userId: z.string(),
      userDataInJWT: jsonObject,
      userDataInDatabase: jsonObject,
      useDynamicSigningKey: z.boolean().default(true),
      enableAntiCsrf: z.boolean().default(false),
    }),
    handle: ({ core, tenantId, body }) => createSession(core, { tenantId, ...body }),
  }),
  route({
    method: "POST",
    path: "/recipe/session/verify",
    body: z.object({
      accessToken: z.string(),
      antiCsrfToken: z.string().optional(),
      doAntiCsrfCheck: z.boolean(),
      enableAntiCsrf: z.boolean().default(false),
      checkDatabase: z.boolean().default(false),
    }),
    handle: ({ core, body }) => verifySession(core, body),
  }),
  route({
    method: "POST",
    path: "/recipe/session/refresh",
    body: z.object({
      refreshToken: z.string(),
      antiCsrfToken: z.string().optional(),
      enableAntiCsrf: z.boolean().default(false),
      useDynamicSigningKey: z.boolean(),
    }),
    handle: ({ core, body }) => refreshSession(core, body),
  }),
  route({
    method: "POST",
    path: "/recipe/session/regenerate",
    body: z.object({ accessToken: z.string(), userDataInJWT: jsonObject.optional() }),
    handle: ({ core, body }) => regenerateSession(core, body),
  }),
  route({
    method: "GET",
    path: "/recipe/session",
    query: z.object({ sessionHandle: z.string() }),
    handle: ({ core, query }) => getSessionInformation(core, query.sessionHandle),
  }),
  route({
    method: "POST",
    path: "/recipe/session/remove",
    scope: "tenant",
    body: z.object({
      sessionHandles: z.array(z.string()).optional(),
      userId: z.string().optional(),
      revokeAcrossAllTenants: z.boolean().default(true),
      revokeSessionsForLinkedAccounts: z.boolean().default(true),
    }),
    handle: async ({ core, tenantId, body }) => {
      if (body.sessionHandles) return removeSessionsByHandle(core, body.sessionHandles);
      if (body.userId === undefined)
        throw badRequest("Field name 'userId' is invalid in JSON input");
      return removeSessionsOfUser(
        core,
        body.userId,
        body.revokeAcrossAllTenants ? undefined : tenantId,
      );
    },
  }),
  route({
    method: "GET",
    path: "/recipe/session/user",
    scope: "tenant",
    query: z.object({
      userId: z.string(),
      fetchAcrossAllTenants: queryBoolean.default(true),
      fetchSessionsForAllLinkedAccounts: queryBoolean.default(true),
    }),
    handle: ({ core, tenantId, query }) =>
      sessionHandlesOfUser(core, query.userId, query.fetchAcrossAllTenants ? undefined : tenantId),
  }),
  route({
    method: "PUT",
    path: "/recipe/session/data",
    body: z.object({ sessionHandle: z.string(), userDataInDatabase: jsonObject }),
    handle: ({ core, body }) =>
      updateStoredPayload(core, body.sessionHandle, { sessionData: body.userDataInDatabase }),
  }),
  route({
    method: "PUT",
    path: "/recipe/jwt/data",
    body: z.object({ sessionHandle: z.string(), userDataInJWT: jsonObject }),
    handle: ({ core, body }) =>
      updateStoredPayload(core, body.sessionHandle, { jwtPayload: body.userDataInJWT }),
  }),
];
