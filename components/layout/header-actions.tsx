"use client";

import { Button, Group, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";

import { useRoleRecheck } from "@/components/account/use-user-info";
import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { adminNav, customerNav } from "@/config/nav";
import type { HeaderUser } from "@/lib/users/account";

import { AccountMenu } from "./account-menu";

/**
 * The right-hand side of the header for the user the server verified: New, List, the Admin menu
 * for admins, and the account button.
 */
export function HeaderActions({ user: { email, isAdmin } }: { user: HeaderUser }) {
  useRoleRecheck(isAdmin);
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
