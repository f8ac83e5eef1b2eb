import { headers } from "next/headers";

import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";
import { RevealAtOnce } from "@/components/ui/reveal-at-once";
import { NONCE_HEADER } from "@/lib/site/request-headers";

export default async function Loading() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <>
      <RevealAtOnce nonce={nonce} />
      <DelayedPlaceholder />
    </>
  );
}
