import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A page's title (h1 in the size of an h2) and what the page is for. Either may hold an e-mail
 * address or a long title, broken anywhere rather than widening a phone's page.
 */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg" miw={0} style={{ overflowWrap: "anywhere" }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
