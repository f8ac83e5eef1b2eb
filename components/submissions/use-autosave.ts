"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { api, messageOf } from "@/lib/api-client/fetch";
import type { SubmissionView } from "@/lib/submissions/views";

import type { DraftPatch } from "./quote-form";

export type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string };

/** Pause after the last keystroke before a save goes out. */
const SAVE_DELAY_MS = 700;

/**
 * Saves a draft's changes as the customer types (product.md §4 "saves as you go"): changes are
 * merged and sent after a short pause, one request at a time, and `flush` sends them at once.
 */
export function useAutosave(id: string, onSaved: (view: SubmissionView) => void) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const queued = useRef<Partial<DraftPatch>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<boolean>>(Promise.resolve(true));
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  }, [onSaved]);

  const send = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    inFlight.current = inFlight.current.then(async () => {
      const changes = queued.current;
      if (Object.keys(changes).length === 0) return true;
      queued.current = {};
      setState({ kind: "saving" });
      try {
        saved.current(await api.patch<SubmissionView>(`/submissions/${id}`, changes));
        setState(Object.keys(queued.current).length ? { kind: "saving" } : { kind: "saved" });
        return true;
      } catch (error) {
        // Kept for the next attempt, under anything typed since.
        queued.current = { ...changes, ...queued.current };
        setState({ kind: "error", message: messageOf(error) });
        return false;
      }
    });
    return inFlight.current;
  }, [id]);

  const save = useCallback(
    (changes: Partial<DraftPatch>) => {
      queued.current = { ...queued.current, ...changes };
      setState({ kind: "saving" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
    },
    [send],
  );

  // Whatever is still waiting goes out when the editor closes.
  useEffect(() => () => void send(), [send]);

  return { state, save, flush: send };
}
