"use client";

import { Button, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";

import { notifications } from "@/components/ui/toast";
import { api, ApiError, messageOf } from "@/lib/api-client/fetch";
import {
  COMMENT_MAX_LENGTH,
  commentInput,
  type CommentView,
  type CommentVisibility,
} from "@/lib/comments/rules";

import { VISIBILITY_LABELS } from "./visibility-badge";

const HINTS: Record<CommentVisibility, string> = {
  internal: "Only researchers see this comment.",
  customer: "The customer sees this comment and gets an e-mail about it.",
};

/**
 * Writes a comment to `path` (…/comments) on the thread of `itemId` (the whole submission when
 * null). Researchers choose its visibility, internal by default; a customer's is always visible.
 */
export function CommentComposer({
  path,
  itemId,
  allowInternal,
  label = "Comment",
  onPosted,
}: {
  path: string;
  itemId: string | null;
  allowInternal: boolean;
  label?: string;
  onPosted: (comment: CommentView) => void | Promise<void>;
}) {
  const [body, setBody] = useState("");
  const [visibility, setVisibility] = useState<CommentVisibility>(
    allowInternal ? "internal" : "customer",
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const visibilityLabel = useId();

  const post = async (event: FormEvent) => {
    event.preventDefault();
    const checked = commentInput.shape.body.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const comment = await api.post<CommentView>(path, {
        body: checked.data,
        visibility,
        item_id: itemId,
      });
      setBody("");
      setError(undefined);
      await onPosted(comment);
      notifications.show({
        color: "green",
        message:
          visibility === "customer" && allowInternal
            ? "Comment posted. The customer gets an e-mail about it."
            : "Comment posted.",
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === "body") setError(messageOf(failure));
      else
        notifications.show({
          color: "red",
          title: "Comment not posted",
          message: messageOf(failure),
        });
    } finally {
      setBusy(false);
    }
  };

  const over = body.length > COMMENT_MAX_LENGTH;
  return (
    <form onSubmit={(event) => void post(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={label}
          description="Links (http and https) and line breaks are kept."
          autosize
          minRows={3}
          maxRows={12}
          value={body}
          error={error}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(undefined);
          }}
        />
        {allowInternal ? (
          <Stack gap={4}>
            <Text id={visibilityLabel} size="sm" fw={500}>
              Who sees it
            </Text>
            <SegmentedControl
              aria-labelledby={visibilityLabel}
              value={visibility}
              onChange={(value) => setVisibility(value as CommentVisibility)}
              color={visibility === "internal" ? "gray" : "blue"}
              data={(["internal", "customer"] as const).map((value) => ({
                value,
                label: VISIBILITY_LABELS[value],
              }))}
              fullWidth
              maw={420}
            />
            <Text size="xs" c="dimmed">
              {HINTS[visibility]}
            </Text>
          </Stack>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={over ? "red" : "dimmed"} aria-live="polite">
            {body.length.toLocaleString("en-US")} / {COMMENT_MAX_LENGTH.toLocaleString("en-US")}
          </Text>
          <Button type="submit" loading={busy}>
            {visibility === "customer" && allowInternal ? "Post for the customer" : "Post comment"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
