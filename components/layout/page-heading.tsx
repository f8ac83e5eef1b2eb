import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's title (h1 in the size of an h2) and what the page is for. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
