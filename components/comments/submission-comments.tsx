"use client";

import { Anchor, Group, Skeleton, Stack, Text } from "@mantine/core";
import Link from "next/link";
import type { ReactNode } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { CommentItemView, CommentThreadsView } from "@/lib/comments/rules";

import { CommentComposer } from "./comment-composer";
import { CommentThread } from "./comment-thread";

const itemTitle = (item: CommentItemView) => `${item.category_label}: ${item.name}`;

/**
 * `/comments/{id}` (product.md §2): the submission-wide thread and one per item that has
 * comments; `?item=` shows one item's thread alone (the results table links there).
 */
export function SubmissionComments({ id, item }: { id: string; item?: string }) {
  const { data, error, mutate } = useResource(
    routes.admin.comments.list,
    { id },
    { query: { item } },
  );
  const base = `/comments/${id}`;
  if (error && !data) {
    return (
      <SubmissionProblem
        title={error.status === 404 ? "Comments not found" : "Comments"}
        message={messageOf(error)}
      >
        <LinkButton href={item ? base : "/admin/list"} variant="light">
          {item ? "All threads" : "Back to the orders"}
        </LinkButton>
      </SubmissionProblem>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the comments">
        <Skeleton height={36} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }

  const composer = (
    <CommentComposer
      route={routes.admin.comments.post}
      submissionId={id}
      itemId={data.item?.id ?? null}
      allowInternal
      label={data.item ? "Comment on this item" : "Comment on the submission"}
      onPosted={async () => {
        await mutate();
      }}
    />
  );
  const title = data.submission.title || "Untitled quote";
  const attachmentPath = (attachmentId: string) =>
    keyOf(routes.admin.comments.attachment, { id, attachmentId });
  return (
    <>
      <PageHeading
        title={`Comments: ${title}`}
        description="Internal comments are for researchers only; comments visible to the customer are also e-mailed to them."
      />
      <Group gap="md" mb="md">
        <Anchor component={Link} href={`/admin/submission/${id}`} size="sm">
          Back to the submission
        </Anchor>
        {data.item ? (
          <Anchor component={Link} href={base} size="sm">
            All threads
          </Anchor>
        ) : null}
      </Group>
      {data.item ? (
        <CommentThread
          title={itemTitle(data.item)}
          comments={data.comments}
          attachmentPath={attachmentPath}
          showVisibility
          empty="No comments on this item yet. Start the thread below."
        >
          {composer}
        </CommentThread>
      ) : (
        <Threads data={data} base={base} attachmentPath={attachmentPath}>
          {composer}
        </Threads>
      )}
    </>
  );
}

function Threads({
  data,
  base,
  attachmentPath,
  children,
}: {
  data: CommentThreadsView;
  base: string;
  attachmentPath: (attachmentId: string) => string;
  children: ReactNode;
}) {
  const general = data.comments.filter((comment) => comment.item_id === null);
  return (
    <Stack gap="lg">
      {data.comments.length === 0 ? (
        <EmptyState
          title="No comments yet"
          text="Start the conversation about this submission below, or open an item's thread from the results table."
        />
      ) : null}
      <CommentThread
        title="Whole submission"
        comments={general}
        attachmentPath={attachmentPath}
        showVisibility
        empty="No comments on the submission as a whole yet."
      >
        {children}
      </CommentThread>
      {data.items.map((item) => (
        <CommentThread
          key={item.id}
          title={itemTitle(item)}
          comments={data.comments.filter((comment) => comment.item_id === item.id)}
          attachmentPath={attachmentPath}
          showVisibility
          actions={
            <Anchor component={Link} href={`${base}?item=${item.id}`} size="sm">
              Reply on this item
            </Anchor>
          }
        />
      ))}
      {data.items.length > 0 ? (
        <Text size="xs" c="dimmed">
          Each item with comments has its own thread; the results table links to them.
        </Text>
      ) : null}
    </Stack>
  );
}
