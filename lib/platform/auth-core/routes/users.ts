import { z } from "zod";

import { queryBoolean, queryInt, queryList } from "./inputs";
import { badRequest } from "../http/errors";
import { route } from "../http/route";
import {
  consumePasswordResetToken,
  createPasswordResetToken,
  signIn,
  signUp,
  updateEmailOrPassword,
} from "../recipes/emailpassword";
import {
  createEmailVerificationToken,
  isEmailVerified,
  revokeEmailVerificationTokens,
  unverifyEmail,
  verifyEmailWithToken,
} from "../recipes/emailverification";
import { thirdPartySignInUp } from "../recipes/thirdparty";
import {
  countUsers,
  deleteUser,
  findUser,
  findUsersByAccountInfo,
  listUsers,
  userJson,
  usersJson,
} from "../recipes/users";

const credentials = z.object({ email: z.string(), password: z.string() });
const userAndEmail = z.object({ userId: z.string(), email: z.string() });

/** Users, and the EmailPassword, ThirdParty and EmailVerification recipes. */
export const userRoutes = [
  route({
    method: "GET",
    path: "/user/id",
    query: z.object({ userId: z.string() }),
    handle: async ({ core, query }) => {
      const row = await findUser(core.db, query.userId);
      if (!row) return { status: "UNKNOWN_USER_ID_ERROR" };
      return { status: "OK", user: await userJson(core.db, row) };
    },
  }),
  route({
    method: "GET",
    path: "/users/by-accountinfo",
    scope: "tenant",
    query: z.object({
      email: z.string().optional(),
      thirdPartyId: z.string().optional(),
      thirdPartyUserId: z.string().optional(),
      phoneNumber: z.string().optional(),
      webauthnCredentialId: z.string().optional(),
      doUnionOfAccountInfo: queryBoolean.default(false),
    }),
    handle: async ({ core, tenantId, query }) => {
      const { doUnionOfAccountInfo, ...info } = query;
      const rows = await findUsersByAccountInfo(core.db, tenantId, info, doUnionOfAccountInfo);
      return { status: "OK", users: await usersJson(core.db, rows) };
    },
  }),
  route({
    method: "GET",
    path: "/users",
    scope: "tenant",
    query: z.object({
      limit: queryInt("limit").optional(),
      timeJoinedOrder: z.enum(["ASC", "DESC"]).default("ASC"),
      paginationToken: z.string().optional(),
      includeRecipeIds: queryList(",").optional(),
      email: queryList(";").optional(),
      phone: queryList(";").optional(),
      provider: queryList(";").optional(),
    }),
    handle: async ({ core, tenantId, query }) => {
      // Checked after the other parameters, as the official core does.
      if (query.limit !== undefined && query.limit < 1) {
        throw badRequest("limit must a positive integer with min value 1");
      }
      const page = await listUsers(core.db, tenantId, {
        limit: query.limit ?? 100,
        order: query.timeJoinedOrder,
        paginationToken: query.paginationToken,
        recipeIds: query.includeRecipeIds,
        emails: query.email,
        phones: query.phone,
        providers: query.provider,
      });
      return { status: "OK", ...page, users: await usersJson(core.db, page.users) };
    },
  }),
  route({
    method: "GET",
    path: "/users/count",
    scope: "tenant",
    query: z.object({
      includeRecipeIds: queryList(",").optional(),
      includeAllTenants: queryBoolean.default(false),
    }),
    handle: async ({ core, tenantId, query }) => ({
      status: "OK",
      count: await countUsers(
        core.db,
        query.includeAllTenants ? undefined : tenantId,
        query.includeRecipeIds,
      ),
    }),
  }),
  route({
    method: "POST",
    path: "/user/remove",
    body: z.object({ userId: z.string(), removeAllLinkedAccounts: z.boolean().default(true) }),
    handle: async ({ core, body }) => {
      await deleteUser(core.db, body.userId);
      return { status: "OK" };
    },
  }),
  route({
    method: "POST",
    path: "/recipe/signup",
    scope: "tenant",
    body: credentials,
    handle: ({ core, tenantId, body }) => signUp(core, tenantId, body.email, body.password),
  }),
  route({
    method: "POST",
    path: "/recipe/signin",
    scope: "tenant",
    body: credentials,
    handle: ({ core, tenantId, body }) => signIn(core, tenantId, body.email, body.password),
  }),
  route({
    method: "POST",
    path: "/recipe/user/password/reset/token",
    scope: "tenant",
    body: userAndEmail,
    handle: ({ core, body }) => createPasswordResetToken(core, body.userId, body.email),
  }),
  route({
    method: "POST",
    path: "/recipe/user/password/reset/token/consume",
    scope: "tenant",
    body: z.object({ token: z.string() }),
    handle: ({ core, body }) => consumePasswordResetToken(core, body.token),
  }),
  route({
    method: "PUT",
    path: "/recipe/user",
    body: z.object({
      recipeUserId: z.string(),
      email: z.string().optional(),
      password: z.string().optional(),
    }),
    handle: ({ core, body }) => updateEmailOrPassword(core, body),
  }),
  route({
    method: "POST",
    path: "/recipe/signinup",
    scope: "tenant",
    body: z.object({
      thirdPartyId: z.string().min(1),
      thirdPartyUserId: z.string().min(1),
      email: z.object({ id: z.string(), isVerified: z.boolean().default(false) }),
    }),
    handle: ({ core, tenantId, body }) =>
      thirdPartySignInUp(core, {
        tenantId,
        thirdPartyId: body.thirdPartyId,
        thirdPartyUserId: body.thirdPartyUserId,
        email: body.email.id,
        isVerified: body.email.isVerified,
      }),
  }),
  route({
    method: "POST",
    path: "/recipe/user/email/verify/token",
    scope: "tenant",
    body: userAndEmail,
    handle: ({ core, tenantId, body }) =>
      createEmailVerificationToken(core, tenantId, body.userId, body.email),
  }),
  route({
    method: "POST",
    path: "/recipe/user/email/verify",
    scope: "tenant",
    body: z.object({ method: z.literal("token"), token: z.string() }),
    handle: ({ core, tenantId, body }) => verifyEmailWithToken(core, tenantId, body.token),
  }),
  route({
    method: "GET",
    path: "/recipe/user/email/verify",
    query: userAndEmail,
    handle: ({ core, query }) => isEmailVerified(core, query.userId, query.email),
  }),
  route({
    method: "POST",
    path: "/recipe/user/email/verify/token/remove",
    scope: "tenant",
    body: userAndEmail,
    handle: ({ core, body }) => revokeEmailVerificationTokens(core, body.userId, body.email),
  }),
  route({
    method: "POST",
    path: "/recipe/user/email/verify/remove",
    body: userAndEmail,
    handle: ({ core, body }) => unverifyEmail(core, body.userId, body.email),
  }),
];
