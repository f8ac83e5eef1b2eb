/**
 * The client's address as seen through `hops` reverse proxies that each append to
 * X-Forwarded-For (Next.js itself fills the header with the socket address when it is absent).
 * With no proxy in front, a client can forge the header; rate limits keyed on it also key on
 * the account, which a client cannot forge.
 */
export function clientIp(headers: Headers, hops: number): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? "unknown";
}
