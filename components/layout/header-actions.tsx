"use client";

import { Button, Group, Menu, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";

import { useRoleRecheck } from "@/components/account/use-user-info";
import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { adminNav, customerNav } from "@/config/nav";
import type { HeaderUser } from "@/lib/users/account";

import { AccountMenu } from "./account-menu";

/** Spec §2: the header's words while the session is being determined. */
export function LoadingAuth() {
  return (
    <Text size="sm" c="dimmed">
      Loading auth...
    </Text>
  );
}

/** The signed-in buttons for the user the server verified (the right-hand side of the header). */
export function HeaderActions({ user }: { user: HeaderUser }) {
  useRoleRecheck(user.isAdmin);
  return <SignedInActions email={user.email} isAdmin={user.isAdmin} />;
}

/** New, List, the Admin menu for admins, and the account button ('...' until `email` is known). */
export function SignedInActions({ email, isAdmin }: { email?: string; isAdmin: boolean }) {
  const [newQuote, list] = customerNav;
  return (
    <Group gap="xs" wrap="nowrap">
      <NewQuoteButton label={newQuote.label} />
      <Button variant="default" component={Link} href={list.href}>
        {list.label}
      </Button>
      {isAdmin ? (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} />}>
              Admin
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {adminNav.map((item) => (
              <Menu.Item key={item.href} component={Link} href={item.href}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <AccountMenu email={email} />
    </Group>
  );
}
