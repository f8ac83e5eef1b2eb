"use client";

import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";

import { useRoleRecheck } from "@/components/account/use-user-info";
import { CompanySwitcher } from "@/components/companies/company-switcher";
import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { Button, ButtonLink } from "@/components/ui/plain/button";
import { DropdownMenu, menuItemClass } from "@/components/ui/plain/menu";
import { adminNav, customerNav, needsYouNav } from "@/config/nav";
import type { HeaderUser } from "@/lib/users/account";

import { AccountMenu } from "./account-menu";
import classes from "./frame.module.css";

/**
 * The right-hand side of the header for the user the server verified: the company they work in
 * when they belong to several, New, List, the Admin menu for admins, and the account button. Plain elements: every page draws them, Mantine or not.
 */
export function HeaderActions({
  user: { email, isAdmin, needsYou, companies = [], company = null },
}: {
  user: HeaderUser;
}) {
  useRoleRecheck(isAdmin);
  const [newQuote, list] = customerNav;
  return (
    <div className={classes.buttons}>
      {company && companies.length > 1 ? (
        <CompanySwitcher companies={companies} current={company} />
      ) : null}
      <NewQuoteButton label={newQuote.label} />
      <ButtonLink variant="default" href={list.href}>
        {list.label}
      </ButtonLink>
      {isAdmin ? (
        <DropdownMenu
          role="menu"
          label="Admin"
          trigger={(props) => (
            <Button
              {...props}
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              aria-label={needsYou > 0 ? `Admin, ${needsYou} need you` : undefined}
            >
              Admin
              {needsYou > 0 ? (
                <span className={classes.count} aria-hidden>
                  {needsYou}
                </span>
              ) : null}
            </Button>
          )}
        >
          {(close) =>
            [
              { href: needsYouNav.href, label: `${needsYouNav.label} (${needsYou})` },
              ...adminNav,
            ].map((item) => (
              <Link
                key={item.href}
                href={item.href}
                role="menuitem"
                className={menuItemClass}
                onClick={close}
              >
                {item.label}
              </Link>
            ))
          }
        </DropdownMenu>
      ) : null}
      <AccountMenu email={email} />
    </div>
  );
}
