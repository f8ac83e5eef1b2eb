"use client";

import { Alert, Button, Stack, Text } from "@mantine/core";

import { messageOf } from "@/lib/api-client/fetch";

/** Data that could not be loaded: what went wrong, and a button to ask again. */
export function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messageOf(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
