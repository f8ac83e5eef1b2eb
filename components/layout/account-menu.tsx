"use client";

import { Anchor, Avatar, Divider, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import Link from "next/link";
import { useState } from "react";

import { signOutToSignIn } from "@/components/auth/session-client";
import { accountNav } from "@/config/nav";

/** Spec §2: a round button with the first letter of the email ('...' while loading) and a popover. */
export function AccountMenu({ email }: { email: string | undefined }) {
  const [opened, setOpened] = useState(false);

  const logout = async () => {
    setOpened(false);
    await signOutToSignIn();
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={260}>
      <Popover.Target>
        <UnstyledButton aria-label="Account" onClick={() => setOpened((open) => !open)}>
          <Avatar radius="xl" color="ink" variant="filled" data-testid="account-button">
            <span style={{ textTransform: "uppercase" }}>{email ? email.charAt(0) : "..."}</span>
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600} style={{ wordBreak: "break-all" }}>
            {email ?? "..."}
          </Text>
          <Divider />
          {accountNav.map((item) => (
            <Anchor
              key={item.href}
              component={Link}
              href={item.href}
              onClick={() => setOpened(false)}
            >
              {item.label}
            </Anchor>
          ))}
          <Anchor component="button" type="button" onClick={logout} ta="left">
            Logout
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
