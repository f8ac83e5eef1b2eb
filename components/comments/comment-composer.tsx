"use client";

import {
  Button,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useId, useState, type FormEvent } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { COMMENT_ATTACHMENT_TYPES, COMMENT_LIMITS } from "@/config/comments";
import { messageOf } from "@/lib/api-client/fetch";
import type { routes } from "@/lib/api-client/routes";
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_REFUSALS,
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

const ACCEPT = Object.keys(COMMENT_ATTACHMENT_TYPES).join(",");
const ATTACHMENT_MB = COMMENT_LIMITS.attachmentBytes / 1024 / 1024;

/** Why these files cannot go with a comment, before they are sent (the API checks them again). */
function filesProblem(files: File[]): string | undefined {
  if (files.length > COMMENT_LIMITS.attachmentsPerComment) return ATTACHMENT_REFUSALS.tooMany;
  const large = files.find((file) => file.size > COMMENT_LIMITS.attachmentBytes);
  return large ? ATTACHMENT_REFUSALS.tooLarge(large.name) : undefined;
}

/** Where a comment is posted: the researchers' route or the customer's (the same body and answer). */
type CommentRoute = typeof routes.admin.comments.post | typeof routes.submissions.comments.post;

/**
 * Writes a comment through `route` to the submission `submissionId`, on the thread of `itemId` (the whole submission when
 * null), with files if chosen. Researchers choose its visibility, internal by default and again
 * after every post, so a note meant for colleagues is never sent on to the customer by a choice
 * left over from the last comment; a customer's is always visible.
 */
export function CommentComposer({
  route,
  submissionId,
  itemId,
  allowInternal,
  label = "Comment",
  onPosted,
}: {
  route: CommentRoute;
  submissionId: string;
  itemId: string | null;
  allowInternal: boolean;
  label?: string;
  onPosted: (comment: CommentView) => void | Promise<void>;
}) {
  const firstVisibility: CommentVisibility = allowInternal ? "internal" : "customer";
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [visibility, setVisibility] = useState<CommentVisibility>(firstVisibility);
  const [error, setError] = useState<string>();
  const [filesError, setFilesError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const visibilityLabel = useId();
  const { run, busy } = useMutation(route, {
    failure: "Comment not posted",
    success:
      visibility === "customer" && allowInternal
        ? "Comment posted. The customer gets an e-mail about it."
        : "Comment posted.",
    // The sentence about the text or the files goes under its field.
    showsError: (failure) => {
      if (failure.field === "body") setError(messageOf(failure));
      else if (failure.field === "attachment") setFilesError(messageOf(failure));
      else return false;
      return true;
    },
  });

  /** The comment as JSON, or with its files as a form sent with upload progress. */
  const send = async (text: string) => {
    const params = { id: submissionId };
    if (files.length === 0) return run(params, { body: text, visibility, item_id: itemId });
    const form = new FormData();
    form.append("body", text);
    form.append("visibility", visibility);
    if (itemId) form.append("item_id", itemId);
    for (const file of files) form.append("attachment", file);
    setProgress(0);
    try {
      return await run(params, form, { onProgress: setProgress });
    } finally {
      setProgress(undefined);
    }
  };

  const post = async (event: FormEvent) => {
    event.preventDefault();
    const checked = commentInput.shape.body.safeParse(body);
    const tooMuch = filesProblem(files);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    setFilesError(tooMuch);
    if (!checked.success || tooMuch) return;
    const comment = await send(checked.data);
    if (!comment) return;
    setBody("");
    setFiles([]);
    setVisibility(firstVisibility);
    setError(undefined);
    await onPosted(comment);
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
        <FileInput
          label="Attach files"
          description={`${ATTACHMENT_KINDS}, up to ${ATTACHMENT_MB} MB each, at most ${COMMENT_LIMITS.attachmentsPerComment}: releases, permissions, chain-of-title documents.`}
          placeholder="No files chosen"
          multiple
          clearable
          accept={ACCEPT}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          error={filesError}
          onChange={(chosen) => {
            setFiles(chosen);
            setFilesError(filesProblem(chosen));
          }}
        />
        {progress !== undefined ? (
          <Progress value={progress * 100} size="sm" aria-label="Sending the files" />
        ) : null}
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
