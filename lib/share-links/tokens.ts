import { createHash, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

import { SHARE_LINKS } from "@/config/share-links";
import type { ShareLinkStatus } from "@/config/share-links";

/** A new link token: 256 random bits, base64url (43 characters). */
export const newShareToken = () => randomBytes(SHARE_LINKS.tokenBytes).toString("base64url");

/** What the database keeps of a token: its SHA-256, hex. */
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The part of a token that logs and lists may show. */
export const tokenPrefixOf = (token: string) => token.slice(0, SHARE_LINKS.loggedTokenChars);

/** Whether a path segment could be a token at all (anything else is an unknown link). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const DAY = 86_400_000;

/** When a link made `now` for `days` days stops working. */
export const expiryOf = (days: number, now = new Date()) => new Date(now.getTime() + days * DAY);

export function statusOf(
  link: { expiresAt: Date; revokedAt: Date | null },
  now = new Date(),
): ShareLinkStatus {
  if (link.revokedAt) return "revoked";
  return link.expiresAt <= now ? "expired" : "active";
}

/** The eight 16-bit groups of an IPv6 address, `::` and a trailing IPv4 part expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client's network, never its address (product.md §15): IPv4 /24, IPv6 /48; an IPv4 address
 * mapped into IPv6 counts as IPv4. Anything else reads "unknown".
 */
export function ipPrefixOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(ip))
    return `${ipv6Groups(ip)
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(":")}::/48`;
  return "unknown";
}
