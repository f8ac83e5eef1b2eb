/**
 * A stand-in for next/navigation in jsdom: Next's useSearchParams follows the History API
 * (pushState, replaceState), and so does this one. `jest.mock("next/navigation", () =>
 * jest.requireActual("@/test/history-navigation"))`.
 */
import { useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
for (const method of ["pushState", "replaceState"] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    listeners.forEach((listener) => listener());
  };
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const currentSearch = () => window.location.search;

/** The page's search string; in a server render too (the address jsdom's window holds). */
export function useSearchParams() {
  const search = useSyncExternalStore(subscribe, currentSearch, currentSearch);
  return useMemo(() => new URLSearchParams(search), [search]);
}
