"use client";

import { Button, Stack, Text, Title } from "@mantine/core";

import { GENERIC_ERROR } from "@/lib/api-client/fetch";

/** A page that failed on the server or in the browser: the spec's sentence, never the details. */
export default function PageErrorView({ retry }: { retry: () => void }) {
  return (
    <Stack align="center" gap="md" py={80}>
      <Title order={1}>Error</Title>
      <Text c="dimmed">{GENERIC_ERROR}</Text>
      <Button variant="light" onClick={() => retry()}>
        Try again
      </Button>
    </Stack>
  );
}
