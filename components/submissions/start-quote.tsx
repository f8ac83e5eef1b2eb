"use client";

import { Text } from "@mantine/core";
import { useEffect, useRef } from "react";

import { useStartQuote } from "./use-start-quote";

/** `/quote` without an id: starts a new quote and moves on to it (spec §2, 'New'). */
export function StartQuote() {
  const startQuote = useStartQuote();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void startQuote();
  }, [startQuote]);
  return <Text c="dimmed">Starting a new quote…</Text>;
}
