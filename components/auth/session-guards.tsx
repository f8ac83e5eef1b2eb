"use client";

import { Button, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
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
    <Card withBorder padding="xl" radius="md" maw={420} mx="auto" mt="xl">
      <Stack align="center" gap="md">
        <ThemeIcon color="red" variant="light" size={48} radius="xl">
          <IconLock size={26} />
        </ThemeIcon>
        <Text component="h1" fw={650} size="xl" m={0}>
          Access denied
        </Text>
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
