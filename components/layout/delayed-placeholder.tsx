"use client";

import { useEffect, useState } from "react";

import { LOADING_PLACEHOLDER_DELAY_MS } from "@/config/ui";

/** Spec §2: a lazily loaded page shows a blank placeholder only after 400 ms of waiting. */
export function DelayedPlaceholder() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_PLACEHOLDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return <div data-testid="page-placeholder" aria-busy="true" style={{ minHeight: "60vh" }} />;
}
