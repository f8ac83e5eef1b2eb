import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";

import { serverEnv } from "@/lib/env";
import { clientIp, proxySet, trustForwardedFor } from "@/lib/net/client-ip";

let proxies: BlockList | undefined;
const trustedProxies = () => (proxies ??= proxySet(serverEnv().TRUSTED_PROXIES));

/**
 * Makes every request's X-Forwarded-For honest (lib/net/client-ip.ts) before Next.js or the proxy reads
 * it. Node publishes this channel synchronously as each request arrives, before the server's
 * own handler runs; it is the one place that still knows the socket's address.
 */
export function checkForwardedHeaders(): void {
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    trustForwardedFor(request.headers, request.socket.remoteAddress, trustedProxies());
  });
}

/** The address of the client behind a request (rate-limit keys). */
export const requestClientIp = (headers: Headers): string => clientIp(headers, trustedProxies());
