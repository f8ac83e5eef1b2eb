import { Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** What a list shows when it has nothing: a title, a sentence, and perhaps a way on. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm">
        <Text fw={600}>{title}</Text>
        {text ? (
          <Text size="sm" c="dimmed" maw={480} ta="center">
            {text}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
