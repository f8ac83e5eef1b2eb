"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { call } from "@/lib/api-client/call";
import { messageOf } from "@/lib/api-client/fetch";
import type { BodyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { SubmissionView } from "@/lib/submissions/views";

import type { DraftPatch } from "./quote-form";

export type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string };

/** Pause after the last keystroke before a save goes out. */
const SAVE_DELAY_MS = 700;

const isEmpty = (changes: Partial<DraftPatch>) => Object.keys(changes).length === 0;

/**
 * Saves a draft's changes as the customer types (product.md §4 "saves as you go"): changes are
 * merged and sent after a short pause, one request at a time, and `flush` sends them at once.
 * A tab that closes or hides sends what waits at once, in a request that outlives the page, and
 * the browser asks before leaving while a change could still be lost.
 */
export function useAutosave(id: string, onSaved: (view: SubmissionView) => void) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const queued = useRef<Partial<DraftPatch>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<boolean>>(Promise.resolve(true));
  /** Whether a save is on its way, and whether the last one failed. */
  const sending = useRef(false);
  const failed = useRef(false);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  }, [onSaved]);

  /** One PATCH of `changes`; kept for the next attempt, under anything typed since, on failure. */
  const patch = useCallback(
    async (changes: Partial<DraftPatch>): Promise<boolean> => {
      sending.current = true;
      setState({ kind: "saving" });
      try {
        // keepalive: a save under way when the tab closes still reaches the server.
        // The quote form's fields, typed by the form, checked by the same schema as the server's.
        const body = changes as BodyOf<typeof routes.submissions.update>;
        const view = await call(routes.submissions.update, { id }, body, { keepalive: true });
        failed.current = false;
        saved.current(view);
        setState(isEmpty(queued.current) ? { kind: "saved" } : { kind: "saving" });
        return true;
      } catch (error) {
        failed.current = true;
        queued.current = { ...changes, ...queued.current };
        setState({ kind: "error", message: messageOf(error) });
        return false;
      } finally {
        sending.current = false;
      }
    },
    [id],
  );

  const send = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    inFlight.current = inFlight.current.then(async () => {
      const changes = queued.current;
      if (isEmpty(changes)) return true;
      queued.current = {};
      return patch(changes);
    });
    return inFlight.current;
  }, [patch]);

  // The page going away (a closed tab, another app, a reload): what waits goes now. Behind a
  // save still on its way it cannot wait its turn, as the page may not live that long.
  useEffect(() => {
    const leave = () => {
      if (isEmpty(queued.current)) return;
      if (!sending.current) return void send();
      clearTimeout(timer.current);
      const changes = queued.current;
      queued.current = {};
      void patch(changes);
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    // Asked only when a change may be lost: the last save failed, or one waits behind another.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      const waiting = !isEmpty(queued.current);
      if (failed.current || (waiting && sending.current)) {
        event.preventDefault();
        event.returnValue = "";
      }
      leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("beforeunload", beforeUnload);
    };
  }, [send, patch]);

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
