import { Stack, Text, Title } from "@mantine/core";

import { LinkButton } from "@/components/ui/link-button";
import { requestPageMetadata } from "@/lib/site/request-metadata";

export const generateMetadata = requestPageMetadata;

export default function NotFound() {
  return (
    <Stack align="center" gap="md" py={80}>
      <Title order={1}>Not Found</Title>
      <Text c="dimmed">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Text>
      <LinkButton href="/" variant="light">
        Go to my submissions
      </LinkButton>
    </Stack>
  );
}
