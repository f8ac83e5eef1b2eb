"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and while the page hydrates, true once it is live. A long list
 * renders its first rows until then and the rest after: neither the server's render nor
 * hydration pays for rows below the first screen, which hold up the page's largest paint
 * (docs/perf/pages.md, "The heavy pages' largest paint"). The rest render in a transition, so
 * that a click or a key never waits for them.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live;
}
