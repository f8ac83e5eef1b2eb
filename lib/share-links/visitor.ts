import "server-only";

import { requestClientIp } from "@/lib/security/trusted-proxies";

import type { Visitor } from "./access";

/** Who sent a request to a share link, as its log records them. */
export const visitorOf = (headers: Headers): Visitor => ({
  ip: requestClientIp(headers),
  userAgent: headers.get("user-agent") ?? "",
});
