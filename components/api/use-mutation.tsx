"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";

import { notifications } from "@/components/ui/toast";
import { call, type CallOptions } from "@/lib/api-client/call";
import { ApiError, messageOf } from "@/lib/api-client/fetch";
import type { AnswerOf, AnyRoute, BodyOf, ParamsOf } from "@/lib/api-client/route";

const ConflictDialog = dynamic(() => import("./conflict-dialog"), { ssr: false });

/** One call: the route's params and the body sent. */
export type Call<R extends AnyRoute> = { params: ParamsOf<R>; body: BodyOf<R> | undefined };

/** A success toast: its sentence, and orange rather than green when something still waits. */
type Success = string | { message: string; title?: string; color: "green" | "orange" };

export type MutationOptions<R extends AnyRoute> = {
  /** The title of the toast (or dialog) that says why a call was refused: "Not saved". */
  failure: string;
  /** The toast after a call that went through, from its answer; none when it gives nothing. */
  success?: Success | ((answer: AnswerOf<R>, call: Call<R>) => Success | undefined);
  /**
   * What to read again once the call went through or met a 409: keys (`keyOf`), each with every
   * key under it (its queries and sub-paths).
   */
  revalidate?: (params: ParamsOf<R>) => string[];
  /**
   * A refusal the component shows itself (a field's sentence under the field): true when it
   * did, so no toast says it again.
   */
  showsError?: (error: ApiError) => boolean;
  /**
   * The call carries the version it was made from: a 409 means someone changed the thing
   * meanwhile. What the component does then beyond reading the keys again (reload, reset).
   */
  onConflict?: (error: ApiError) => void;
};

/** A 409 that says the version the call was made from is no longer the current one. */
const isStale = (error: ApiError, versioned: boolean) =>
  error.status === 409 &&
  (versioned || (typeof error.body === "object" && error.body !== null && "current" in error.body));

export type Mutation<R extends AnyRoute> = {
  /**
   * Sends the call: its answer (null for a route that answers nothing), or undefined once a
   * refusal has been shown.
   */
  run: (
    params: ParamsOf<R>,
    body?: BodyOf<R>,
    options?: CallOptions<R>,
  ) => Promise<AnswerOf<R> | undefined>;
  /** A call is on its way. */
  busy: boolean;
  /** The call on its way, to mark the one row that waits. */
  pending: Call<R> | undefined;
  /** The dialog a 409 opens; the component renders it. */
  conflictDialog: ReactNode;
};

/**
 * One change through the API (docs/api.md, "Calling the API from the browser"): busy while it
 * runs, the API's sentence in a toast when refused, a success toast, and the affected keys read
 * again. A stale version — a 409 on a call that carries one (`onConflict`), or one that answers
 * the thing as it now stands (`current`) — opens a dialog with the API's sentence while the page
 * reads the current version at once; any other 409 (not ready, already done) is a refusal.
 */
export function useMutation<R extends AnyRoute>(
  route: R,
  { failure, success, revalidate, showsError, onConflict }: MutationOptions<R>,
): Mutation<R> {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<Call<R>>();
  const [conflict, setConflict] = useState<string>();
  // A second press while the first call runs sends nothing.
  const running = useRef(false);

  const readAgain = (params: ParamsOf<R>) => {
    const keys = revalidate?.(params) ?? [];
    if (keys.length === 0) return;
    const under = (key: string, base: string) =>
      key === base || key.startsWith(`${base}/`) || key.startsWith(`${base}?`);
    void mutate((key) => typeof key === "string" && keys.some((base) => under(key, base)));
  };

  const run: Mutation<R>["run"] = async (params, body, options) => {
    if (running.current) return undefined;
    running.current = true;
    setPending({ params, body });
    try {
      const answer = await call(route, params, body, options);
      const toast = typeof success === "function" ? success(answer, { params, body }) : success;
      if (toast) {
        notifications.show(typeof toast === "string" ? { color: "green", message: toast } : toast);
      }
      readAgain(params);
      return answer;
    } catch (error) {
      if (error instanceof ApiError && showsError?.(error)) return undefined;
      if (error instanceof ApiError && isStale(error, onConflict !== undefined)) {
        setConflict(messageOf(error));
        readAgain(params);
        onConflict?.(error);
      } else {
        notifications.show({ color: "red", title: failure, message: messageOf(error) });
      }
      return undefined;
    } finally {
      running.current = false;
      setPending(undefined);
    }
  };

  const conflictDialog =
    conflict === undefined ? null : (
      <ConflictDialog title={failure} message={conflict} onClose={() => setConflict(undefined)} />
    );

  return { run, busy: pending !== undefined, pending, conflictDialog };
}
