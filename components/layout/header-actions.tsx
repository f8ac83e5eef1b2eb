"use client";

import { Button, Group, Menu, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";
import { useSessionContext } from "supertokens-auth-react/recipe/session";

import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { ADMIN_ROLE } from "@/config/auth";
import { adminNav, customerNav } from "@/config/nav";

import { AccountMenu } from "./account-menu";

/** The right-hand side of the header (spec §2): 'Loading auth...', then the signed-in buttons. */
export function HeaderActions() {
  const session = useSessionContext();
  if (session.loading) {
    return (
      <Text size="sm" c="dimmed">
        Loading auth...
      </Text>
    );
  }
  // Until the email is verified, the verify-email screen offers the only way on: logging out.
  if (!session.doesSessionExist || session.invalidClaims.length > 0) return null;

  const roles = (session.accessTokenPayload?.["st-role"] as { v?: string[] } | undefined)?.v ?? [];
  const [newQuote, list] = customerNav;
  return (
    <Group gap="xs" wrap="nowrap">
      <NewQuoteButton label={newQuote.label} />
      <Button variant="default" component={Link} href={list.href}>
        {list.label}
      </Button>
      {roles.includes(ADMIN_ROLE) ? (
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
      <AccountMenu />
    </Group>
  );
}
