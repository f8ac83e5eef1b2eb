import { Stack, Text, Title } from "@mantine/core";

import { AppFrame } from "@/components/layout/app-frame";
import { LinkButton } from "@/components/ui/link-button";

/** Any other path (spec §2), in the frame without a user: the path belongs to nobody. */
export default function NotFound() {
  return (
    <AppFrame>
      <Stack align="center" gap="md" py={80}>
        <Title order={1}>Not Found</Title>
        <Text c="dimmed">
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </Text>
        <LinkButton href="/" variant="light">
          Go to my submissions
        </LinkButton>
      </Stack>
    </AppFrame>
  );
}
