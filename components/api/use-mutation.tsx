"use client";

import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useRef, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";

import { notifications } from "@/components/ui/toast";
import { call, type CallOptions } from "@/lib/api-client/call";
import { ApiError, messageOf } from "@/lib/api-client/fetch";
import type { AnswerOf, AnyRoute, BodyOf, ParamsOf } from "@/lib/api-client/route";

export type MutationOptions<R extends AnyRoute> = {
  /** The title of the toast (or dialog) that says why a call was refused: "Not saved". */
  failure: string;
  /** The toast after a call that went through, from its answer; none when it gives nothing. */
  success?: string | ((answer: AnswerOf<R>, params: ParamsOf<R>) => string | undefined);
  /** The keys (`keyOf`) to read again once the call went through or was refused as stale. */
  revalidate?: (params: ParamsOf<R>) => string[];
  /**
   * A refusal the component shows itself (a field's sentence under the field): true when it
   * did, so no toast says it again.
   */
  showsError?: (error: ApiError) => boolean;
  /** After a 409: what the component does beyond reading the keys again (reset a choice). */
  onConflict?: (error: ApiError) => void;
};

export type Mutation<R extends AnyRoute> = {
  /** Sends the call; the answer, or undefined once a refusal has been shown. */
  run: (
    params: ParamsOf<R>,
    body?: BodyOf<R>,
    options?: CallOptions<R>,
  ) => Promise<AnswerOf<R> | undefined>;
  /** A call is on its way. */
  busy: boolean;
  /** The params of the call on its way, to mark the one row that waits. */
  pending: ParamsOf<R> | undefined;
  /** The dialog a 409 opens; the component renders it. */
  conflictDialog: ReactNode;
};

/**
 * One change through the API (docs/api.md, "Calling the API from the browser"): busy while it
 * runs, the API's sentence in a toast when refused, a success toast, and the affected keys read
 * again. A 409 — the thing changed meanwhile, or its state no longer allows the change — opens a
 * dialog with the API's sentence, and the page reads the current version at once.
 */
export function useMutation<R extends AnyRoute>(
  route: R,
  { failure, success, revalidate, showsError, onConflict }: MutationOptions<R>,
): Mutation<R> {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<{ params: ParamsOf<R> }>();
  const [conflict, setConflict] = useState<string>();
  // A second press while the first call runs sends nothing.
  const running = useRef(false);

  const readAgain = (params: ParamsOf<R>) =>
    Promise.all((revalidate?.(params) ?? []).map((key) => mutate(key)));

  const run: Mutation<R>["run"] = async (params, body, options) => {
    if (running.current) return undefined;
    running.current = true;
    setPending({ params });
    try {
      const answer = await call(route, params, body, options);
      const message = typeof success === "function" ? success(answer, params) : success;
      if (message) notifications.show({ color: "green", message });
      void readAgain(params);
      return answer;
    } catch (error) {
      if (error instanceof ApiError && showsError?.(error)) return undefined;
      if (error instanceof ApiError && error.status === 409) {
        setConflict(messageOf(error));
        void readAgain(params);
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

  const conflictDialog = (
    <Modal
      opened={conflict !== undefined}
      onClose={() => setConflict(undefined)}
      title={failure}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{conflict}</Text>
        <Text size="sm" c="dimmed">
          The page now shows the current version.
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setConflict(undefined)}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { run, busy: pending !== undefined, pending: pending?.params, conflictDialog };
}
