"use client";

import { Alert, Skeleton, Stack, Text, Title } from "@mantine/core";

import { CustomerThread } from "@/components/comments/customer-thread";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { conversationAnchor } from "@/lib/comments/rules";

/**
 * The customer's side of the conversation on `/submission/{id}` (product.md §2): the thread about
 * the whole submission and each item's thread, with what researchers wrote for the customer, the
 * customer's own messages and their files, each thread answerable here.
 */
export function SubmissionConversation({ id }: { id: string }) {
  const { data, error, mutate } = useResource(routes.submissions.comments.list, { id });
  const posted = () => mutate();
  return (
    <Stack gap="md" component="section" aria-labelledby="conversation-title">
      <div>
        <Title order={2} size="h3" id="conversation-title">
          Conversation with the researchers
        </Title>
        <Text size="sm" c="dimmed">
          Ask about your order, answer the researchers’ questions and send releases, permissions or
          chain-of-title documents (PDF or images). Researchers read every message here.
        </Text>
      </div>
      {error && !data ? (
        <Alert color="red" title="The conversation could not be loaded">
          {messageOf(error)}
        </Alert>
      ) : !data ? (
        <Skeleton height={200} aria-label="Loading the conversation" />
      ) : (
        <>
          <CustomerThread
            id={conversationAnchor(null)}
            submissionId={id}
            itemId={null}
            title="About the whole submission"
            comments={data.comments}
            empty="No messages yet. Ask the researchers anything about this submission."
            label="Your message"
            onPosted={posted}
          />
          {data.items.map((item) => (
            <CustomerThread
              key={item.id}
              id={conversationAnchor(item.id)}
              submissionId={id}
              itemId={item.id}
              title={`${item.category_label}: ${item.name}`}
              comments={data.comments}
              empty="No messages yet."
              label={`Your answer about ${item.name}`}
              onPosted={posted}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
