import type { z } from "zod";

import type { CoreContext } from "../context";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type RouteInput<Body, Query> = {
  core: CoreContext;
  tenantId: string;
  body: Body;
  query: Query;
  header(name: string): string | undefined;
};

/**
 * One CDI endpoint. `tenant` routes accept `/<tenantId>/…` and need the tenant to exist; `app`
 * routes may only be called as the public tenant. `open` routes need no API key.
 */
export type Route = {
  method: Method;
  path: string;
  scope: "tenant" | "app";
  open: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  handle(input: RouteInput<unknown, unknown>): Promise<unknown>;
};

export function route<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
>(definition: {
  method: Method;
  path: string;
  scope?: "tenant" | "app";
  open?: boolean;
  body?: B;
  query?: Q;
  handle(input: RouteInput<z.infer<B>, z.infer<Q>>): Promise<unknown>;
}): Route {
  return {
    scope: "app",
    open: false,
    ...definition,
    handle: definition.handle as Route["handle"],
  };
}

/** A non-JSON answer, or JSON with headers of its own. */
export class Reply {
  constructor(
    readonly status: number,
    readonly contentType: string,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {}

  static text(body: string, status = 200) {
    return new Reply(status, "text/plain; charset=utf-8", body);
  }

  static json(value: unknown, headers: Record<string, string> = {}) {
    return new Reply(200, "application/json; charset=utf-8", JSON.stringify(value), headers);
  }
}
