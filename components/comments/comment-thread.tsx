import { Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import type { CommentView } from "@/lib/comments/rules";
import { formatDateTime } from "@/lib/site/format-date";

import { CommentAttachments } from "./comment-attachments";
import { CommentBody } from "./comment-body";
import { VisibilityBadge } from "./visibility-badge";

/** What marks a comment the customer sees, for researchers: it must not pass for a note. */
const CUSTOMER_VISIBLE_STYLE = {
  borderLeft: "4px solid var(--mantine-color-blue-filled)",
  background: "var(--mantine-color-blue-light)",
};

/**
 * One thread, oldest comment first: who wrote each, when, whether the customer sees it (for
 * researchers; `showVisibility`, a customer-visible one also set apart by color), the body and
 * its files. Shared by the researchers' /comments page and the customer's submission page.
 */
export function CommentThread({
  id,
  title,
  comments,
  attachmentPath,
  showVisibility = false,
  empty = "No comments yet.",
  actions,
  children,
}: {
  /** The section's anchor (`#conversation`), for links that land on it. */
  id?: string;
  title: string;
  comments: CommentView[];
  /** The API path that answers a link to one of the comments' files. */
  attachmentPath: (attachmentId: string) => string;
  showVisibility?: boolean;
  /** What an empty thread says. */
  empty?: string;
  /** Beside the title: a link to the thread on its own, say. */
  actions?: ReactNode;
  /** Under the comments: a composer. */
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title} id={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }}>
            {comments.map((comment) => (
              <Paper
                key={comment.id}
                component="li"
                data-testid="comment"
                withBorder
                radius="sm"
                p="sm"
                style={
                  showVisibility && comment.visibility === "customer"
                    ? CUSTOMER_VISIBLE_STYLE
                    : undefined
                }
              >
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    {/* An author without a name is their address: it breaks rather than widen the card. */}
                    <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                      {comment.author}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
                      {formatDateTime(comment.created_at)}
                    </Text>
                    {showVisibility ? <VisibilityBadge visibility={comment.visibility} /> : null}
                  </Group>
                  <CommentBody body={comment.body} />
                  <CommentAttachments attachments={comment.attachments} pathOf={attachmentPath} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
