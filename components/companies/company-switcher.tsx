"use client";

import { Button, Menu } from "@mantine/core";
import { IconBuilding, IconChevronDown } from "@tabler/icons-react";
import { useRouter } from "next/navigation";

import type { MyCompany } from "@/lib/companies/read";

import { workIn } from "./work-in";

/**
 * The company a member of several works in, and the menu that switches it (the list and the
 * company page follow).
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
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconBuilding size={14} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Working in ${current.name}: switch company`}
        >
          {current.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {companies.map((company) => (
          <Menu.Item
            key={company.id}
            aria-current={company.id === current.id ? "true" : undefined}
            onClick={() => {
              workIn(company.id);
              router.refresh();
            }}
          >
            {company.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
