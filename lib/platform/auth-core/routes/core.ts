import { z } from "zod";

import { PUBLIC_TENANT } from "../context";
import { Reply, route } from "../http/route";
import { CDI_VERSIONS } from "../http/server";

/** Version, health, JWKS and the (single) tenant. */
export const coreRoutes = [
  route({
    method: "GET",
    path: "/apiversion",
    query: z.object({ apiDomain: z.string().optional(), websiteDomain: z.string().optional() }),
    handle: async () => ({ versions: CDI_VERSIONS }),
  }),
  route({ method: "GET", path: "/hello", open: true, handle: async () => Reply.text("Hello") }),
  route({
    method: "GET",
    path: "/.well-known/jwks.json",
    open: true,
    handle: async ({ core }) => {
      const { keys, maxAgeSeconds } = await core.keys.jwks();
      return Reply.json({ keys }, { "cache-control": `max-age=${maxAgeSeconds}, must-revalidate` });
    },
  }),
  route({
    method: "GET",
    path: "/recipe/multitenancy/tenant/v2",
    scope: "tenant",
    handle: async ({ tenantId }) => ({
      status: "OK",
      tenantId: tenantId ?? PUBLIC_TENANT,
      thirdParty: { providers: [] },
      coreConfig: {},
    }),
  }),
];
