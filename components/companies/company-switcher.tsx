"use client";

import { IconBuilding, IconChevronDown } from "@tabler/icons-react";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/plain/button";
import { DropdownMenu, menuItemClass } from "@/components/ui/plain/menu";
import type { MyCompany } from "@/lib/companies/read";

import { workIn } from "./company-page";

/**
 * The company a member of several works in, and the menu that switches it (the list and the
 * company page follow). Plain elements, as the rest of the header.
 */
export function CompanySwitcher({
  companies,
  current,
}: {
  companies: MyCompany[];
  current: MyCompany;
}) {
  const router = useRouter();
  return (
    <DropdownMenu
      role="menu"
      label="Companies"
      trigger={(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconBuilding size={14} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Working in ${current.name}: switch company`}
        >
          {current.name}
        </Button>
      )}
    >
      {(close) =>
        companies.map((company) => (
          <button
            key={company.id}
            type="button"
            role="menuitem"
            className={menuItemClass}
            aria-current={company.id === current.id ? "true" : undefined}
            onClick={() => {
              close();
              workIn(company.id);
              router.refresh();
            }}
          >
            {company.name}
          </button>
        ))
      }
    </DropdownMenu>
  );
}
