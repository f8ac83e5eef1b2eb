import { headers } from "next/headers";

import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";

import { RevealAtOnce } from "./reveal-at-once";

/** The nonce of a Content-Security-Policy, which the proxy puts on the page's request too. */
export const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

/** A group's loading.tsx: the spec's delayed placeholder, and its page shown as soon as it comes. */
export async function PageLoading() {
  const nonce = nonceOf((await headers()).get("content-security-policy"));
  return (
    <>
      <RevealAtOnce nonce={nonce} />
      <DelayedPlaceholder />
    </>
  );
}
