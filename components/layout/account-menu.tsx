"use client";

import { Anchor, Avatar, Divider, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import Link from "next/link";
import { useState } from "react";

import { signOutToSignIn } from "@/components/auth/session-client";
import { accountNav } from "@/config/nav";

/** Spec §2: a round button with the first letter of the email ('...' while loading) and a popover. */
export function AccountMenu({ email }: { email: string | undefined }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      trapFocus
      returnFocus
      // The header sticks, so its button is never scrolled away: nothing to hide the popover for.
      hideDetached={false}
    >
      <Popover.Target>
        <UnstyledButton
          aria-label="Account"
          data-testid="account-button"
          onClick={() => setOpened((open) => !open)}
        >
          <Avatar color="ink" variant="filled" radius="xl" tt="uppercase">
            {email ? email.charAt(0) : "..."}
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" fw={600} style={{ wordBreak: "break-all" }}>
            {email ?? "..."}
          </Text>
          <Divider w="100%" />
          {accountNav.map((item) => (
            <Anchor key={item.key} component={Link} href={item.href} onClick={close}>
              {item.label}
            </Anchor>
          ))}
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              close();
              void signOutToSignIn();
            }}
          >
            Logout
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
