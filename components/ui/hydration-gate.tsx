"use client";

import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * Keeps a server-rendered page's controls disabled until React has attached their handlers: a
 * click before then would be lost, and Enter in a field would submit the form natively, putting
 * its values (a password) in the URL. A disabled fieldset disables every control inside it.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return (
    <fieldset
      disabled={!hydrated}
      data-hydrated={hydrated}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {children}
    </fieldset>
  );
}
