import { timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";

import { log } from "@/lib/log";
import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";

import type { CoreContext } from "../context";
import { PUBLIC_TENANT } from "../context";
import { badRequest, HttpError } from "./errors";
import { parseInput } from "./input";
import { resolvePath } from "./paths";
import { Reply, type Route } from "./route";

export const MAX_BODY_BYTES = 1024 * 1024;
/** The only Core Driver Interface version this core speaks (supertokens-node 24). */
export const CDI_VERSIONS = ["5.4"];

/** The core's HTTP handler: routing, API key, tenant checks, input parsing, error answers. */
export function createRequestListener(core: CoreContext, routes: readonly Route[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    handle(core, routes, request)
      .then((reply) => send(response, reply))
      .catch((error: unknown) => {
        if (error instanceof HttpError)
          return send(response, Reply.text(error.message, error.status));
        log.error({ part: "auth-core", err: error }, "internal error");
        send(response, Reply.text("Internal Error", 500));
      });
  };
}

async function handle(core: CoreContext, routes: readonly Route[], request: IncomingMessage) {
  const url = new URL(request.url ?? "/", "http://core.invalid");
  const resolved = resolvePath(routes, request.method ?? "GET", url.pathname);
  if (resolved.kind === "not-found") throw new HttpError(404, "Not found");
  if (resolved.kind === "method-not-allowed") throw new HttpError(405, "Method not supported");
  const { route, appId, tenantId } = resolved;

  if (!route.open && !apiKeyAccepted(core.config.apiKeys, request)) {
    await drain(request);
    // Ended by a line break, as the official core's is: the SDK's own tests compare it whole.
    throw new HttpError(401, "Invalid API key\n");
  }
  if (appId !== PUBLIC_TENANT || (route.scope === "tenant" && tenantId !== PUBLIC_TENANT)) {
    throw badRequest(
      `AppId or tenantId not found => Tenant with the following connectionURIDomain, appId and tenantId combination not found: (, ${appId}, ${tenantId})`,
    );
  }
  if (route.scope === "app" && tenantId !== PUBLIC_TENANT) {
    throw new HttpError(403, "Only public tenantId can call this app specific API");
  }
  const cdiVersion = header(request, "cdi-version");
  if (cdiVersion !== undefined && !CDI_VERSIONS.includes(cdiVersion)) {
    throw badRequest(`cdi-version ${cdiVersion} not supported`);
  }

  const rawBody = await readBody(request);
  const body = route.body ? parseInput(route.body, parseJson(rawBody), "json") : undefined;
  const params = Object.fromEntries(url.searchParams);
  if (Object.values(params).some(hasNul)) throw badRequest("Invalid query parameter");
  const query = route.query ? parseInput(route.query, params, "query") : undefined;
  const result = await route.handle({
    core,
    tenantId,
    body,
    query,
    header: (name) => header(request, name),
  });
  return result instanceof Reply ? result : Reply.json(result);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Keys come as `api-key: <key>` or `Authorization: Bearer <key>`; none are needed when none are set. */
function apiKeyAccepted(keys: string[], request: IncomingMessage): boolean {
  if (keys.length === 0) return true;
  const given =
    header(request, "api-key") ?? header(request, "authorization")?.replace(/^Bearer\s+/i, "");
  if (!given) return false;
  const offered = Buffer.from(given);
  return keys.some((key) => {
    const expected = Buffer.from(key);
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(header(request, "content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await drain(request);
    throw new HttpError(413, "Request body is larger than 1 MB");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      await drain(request);
      throw new HttpError(413, "Request body is larger than 1 MB");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads and discards the rest of a body, so the answer is not cut off by a reset. */
async function drain(request: IncomingMessage): Promise<void> {
  request.resume();
  if (!request.readableEnded)
    await new Promise((resolve) => request.once("end", resolve).once("error", resolve));
}

/** PostgreSQL text cannot hold NUL, so it is refused at the door rather than failing a query. */
const hasNul = (value: string) => value.includes("\u0000");

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw, (_key, value: unknown) => {
      if (typeof value === "string" && hasNul(value)) throw new Error("NUL in string");
      return value;
    });
  } catch {
    throw badRequest("Invalid Json Input");
  }
}

function send(response: ServerResponse, reply: Reply): void {
  if (response.headersSent) return;
  response.writeHead(reply.status, {
    "content-type": reply.contentType,
    "content-length": Buffer.byteLength(reply.body),
    ...reply.headers,
  });
  response.end(reply.body);
}

export type RunningServer = { url: string; port: number; close(): Promise<void> };

/** Listens on `host:port` (0 picks a free port). */
export async function listen(
  listener: ReturnType<typeof createRequestListener>,
  host: string,
  port: number,
): Promise<RunningServer> {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 60_000;
  const address = await listenOn(server, host, port);
  return {
    url: `http://${urlHost(address)}:${address.port}`,
    port: address.port,
    close: () => closeHttpServer(server),
  };
}
