import { Card, Stack, Text } from "@mantine/core";

import { PageHeading } from "@/components/layout/page-heading";
import { NewQuoteButton } from "@/components/submissions/new-quote-button";

export default function MySubmissionsPage() {
  return (
    <>
      <PageHeading title="My submissions" />
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <Text fw={600}>No submissions yet</Text>
          <Text c="dimmed" ta="center" maw={460}>
            Start a quote, upload your screenplay and get an instant price for its clearance report.
          </Text>
          <NewQuoteButton label="Start a new quote" />
        </Stack>
      </Card>
    </>
  );
}
