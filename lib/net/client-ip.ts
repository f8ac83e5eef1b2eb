import { BlockList, isIP } from "node:net";

/**
 * Who sent a request. Next.js fills X-Forwarded-For with the socket's address only when the
 * header is absent, so a client could name any address it liked. `trustForwardedFor` (run once
 * per request before Next.js sees it) makes the header honest: a peer that is not a trusted
 * proxy has its forwarding headers replaced by its own address; a trusted proxy's header is
 * kept, with the proxy's address appended. `clientIp` then walks the header from the right,
 * past trusted proxies, to the first address none of ours added.
 */

/** IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d. */
const plainAddress = (address: string) =>
  address.trim().replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, "");

/** TRUSTED_PROXIES' entries (addresses or CIDR ranges) as a set to test addresses against. */
export function proxySet(entries: readonly string[]): BlockList {
  const set = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) set.addAddress(address, family);
    else set.addSubnet(address, Number(bits), family);
  }
  return set;
}

/** Whether `entry` is an address or a CIDR range (TRUSTED_PROXIES' syntax). */
export function isAddressOrRange(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function isTrusted(address: string, proxies: BlockList): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && proxies.check(plain, family === 6 ? "ipv6" : "ipv4");
}

/** Rewrites one incoming request's forwarding headers as described above (Node's header object). */
export function trustForwardedFor(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined,
  proxies: BlockList,
): void {
  const address = plainAddress(peer ?? "unknown");
  const given = headers["x-forwarded-for"];
  const forwarded = Array.isArray(given) ? given.join(", ") : given;
  if (forwarded && peer && isTrusted(peer, proxies)) {
    headers["x-forwarded-for"] = `${forwarded}, ${address}`;
    return;
  }
  headers["x-forwarded-for"] = address;
  delete headers["forwarded"];
  delete headers["x-real-ip"];
}

/** The client's address from a header `trustForwardedFor` made honest; "unknown" without one. */
export function clientIp(headers: Headers, proxies: BlockList): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(plainAddress)
    .filter(Boolean);
  for (let at = entries.length - 1; at > 0; at--) {
    if (!isTrusted(entries[at]!, proxies)) return entries[at]!;
  }
  return entries[0] ?? "unknown";
}
