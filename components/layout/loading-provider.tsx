"use client";

import { LoadingOverlay, Text } from "@mantine/core";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type LoadingApi = {
  loading: boolean;
  /** Shows or hides the global 'Loading...' overlay (spec §2). */
  setLoading(on: boolean): void;
  /** Keeps the overlay up while `work` runs; overlapping calls are counted. */
  track<T>(work: Promise<T>): Promise<T>;
};

const LoadingContext = createContext<LoadingApi | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [flag, setLoading] = useState(false);
  const [pending, setPending] = useState(0);

  const track = useCallback(async <T,>(work: Promise<T>) => {
    setPending((count) => count + 1);
    try {
      return await work;
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const loading = flag || pending > 0;
  const api = useMemo(() => ({ loading, setLoading, track }), [loading, track]);

  return (
    <LoadingContext.Provider value={api}>
      {children}
      <LoadingOverlay
        visible={loading}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Text role="status" aria-live="polite" size="lg" fw={600}>
              Loading...
            </Text>
          ),
        }}
      />
    </LoadingContext.Provider>
  );
}

export function useLoading(): LoadingApi {
  const api = useContext(LoadingContext);
  if (!api) throw new Error("useLoading must be used inside <LoadingProvider>");
  return api;
}
