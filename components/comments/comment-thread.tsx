import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import type { CommentView } from "@/lib/comments/rules";
import { formatDateTime } from "@/lib/site/format-date";

import { CommentBody } from "./comment-body";
import { VisibilityBadge } from "./visibility-badge";

/**
 * One thread, oldest comment first: who wrote each, when, whether the customer sees it (for
 * researchers; `showVisibility`), and the body. Shared by the researchers' /comments page and
 * the customer's submission page.
 */
export function CommentThread({
  title,
  comments,
  showVisibility = false,
  empty = "No comments yet.",
  actions,
  children,
}: {
  title: string;
  comments: CommentView[];
  showVisibility?: boolean;
  /** What an empty thread says. */
  empty?: string;
  /** Beside the title: a link to the thread on its own, say. */
  actions?: ReactNode;
  /** Under the comments: a composer. */
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
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
              <li key={comment.id} data-testid="comment">
                <Stack gap={4}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {comment.author}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
                      {formatDateTime(comment.created_at)}
                    </Text>
                    {showVisibility ? <VisibilityBadge visibility={comment.visibility} /> : null}
                  </Group>
                  <CommentBody body={comment.body} />
                </Stack>
              </li>
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
