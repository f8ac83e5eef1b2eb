import { pageContentSecurityPolicy } from "@/lib/security/headers";

import { nonceOf } from "./page-loading";

it("reads the nonce of the policy the proxy writes", () => {
  expect(nonceOf(pageContentSecurityPolicy({ nonce: "bm9uY2U=" }, false))).toBe("bm9uY2U=");
  expect(nonceOf(pageContentSecurityPolicy({ hashes: ["sha256-abc="] }, false))).toBeUndefined();
  expect(nonceOf(null)).toBeUndefined();
});
