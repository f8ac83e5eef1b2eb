"use client";

import { Badge, Button, Group, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";

import { useRoleRecheck } from "@/components/account/use-user-info";
import { CompanySwitcher } from "@/components/companies/company-switcher";
import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { LinkButton } from "@/components/ui/link-button";
import { adminNav, customerNav, navItem, needsYouNav } from "@/config/nav";
import type { HeaderUser } from "@/lib/users/account";

import { AccountMenu } from "./account-menu";

/**
 * The right-hand side of the header for the user the server verified: the company they work in
 * when they belong to several, New, List, the Admin menu for admins, and the account button.
 */
export function HeaderActions({
  user: { email, isAdmin, needsYou, companies = [], company = null },
}: {
  user: HeaderUser;
}) {
  useRoleRecheck(isAdmin);
  const list = navItem(customerNav, "list");
  return (
    <Group gap="xs" wrap="nowrap">
      {company && companies.length > 1 ? (
        <CompanySwitcher companies={companies} current={company} />
      ) : null}
      <NewQuoteButton label={navItem(customerNav, "new").label} />
      <LinkButton variant="default" href={list.href}>
        {list.label}
      </LinkButton>
      {isAdmin ? <AdminMenu needsYou={needsYou} /> : null}
      <AccountMenu email={email} />
    </Group>
  );
}

/** The admin's pages, the orders waiting for them first, their count on the button. */
function AdminMenu({ needsYou }: { needsYou: number }) {
  const items = [{ ...needsYouNav, label: `${needsYouNav.label} (${needsYou})` }, ...adminNav];
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          aria-label={needsYou > 0 ? `Admin, ${needsYou} need you` : undefined}
        >
          Admin
          {needsYou > 0 ? (
            // Kept narrow: the header's buttons fill a 390 px phone.
            <Badge size="xs" color="red" circle ml={4} aria-hidden>
              {needsYou}
            </Badge>
          ) : null}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} href={item.href}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
