"use client";

import { Button, Card, Group, Stack, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";

import { useRoleRecheck } from "@/components/account/use-user-info";

import { signOutToSignIn } from "./session-client";

/**
 * What an admin route shows a signed-in user without the role (the proxy answers 403, the
 * admin layout checks again), in the words of the SDK's prebuilt screen. The account lookup
 * refreshes the token from the database; if the role was granted meanwhile, the page asks the
 * server again and opens.
 */
export function AccessDenied() {
  useRoleRecheck(false);
  return (
    <Card withBorder padding="xl" maw={420} mx="auto" mt="xl">
      <Stack align="center" gap="md">
        <ThemeIcon size={48} radius="xl" color="red" variant="light">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="xl">
          Access denied
        </Title>
        <Group justify="center">
          <Button variant="default" onClick={() => window.history.back()}>
            Go back
          </Button>
          <Button onClick={() => void signOutToSignIn()}>Log out</Button>
        </Group>
      </Stack>
    </Card>
  );
}
