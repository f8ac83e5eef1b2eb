"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

/**
 * React's streaming runtime shows a streamed Suspense boundary no sooner than 300 ms after the
 * page's first frame (the time it keeps in the global `$RT`), to batch reveals. Every page
 * streams behind its group's loading.tsx boundary, so on a first load that hold only delays the
 * page's content (LCP); with `$RT` kept unset, React reveals it in the next frame.
 * Server-inserted, so only documents get it: client navigations do not stream HTML.
 */
const KEEP_RT_UNSET = `Object.defineProperty(self,"$RT",{configurable:true,get:function(){},set:function(){}})`;

export function RevealAtOnce({ nonce }: { nonce?: string }) {
  // Next asks at every flush of the stream; the first one, in the head, is enough.
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    if (inserted.current) return null;
    inserted.current = true;
    return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: KEEP_RT_UNSET }} />;
  });
  return null;
}
