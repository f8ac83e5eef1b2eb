"use client";

import { Anchor, Flex, Group, Text } from "@mantine/core";
import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";

import { startSessionClient } from "@/components/auth/session-client";
import { marketingLinks } from "@/config/nav";
import { site } from "@/config/site";

/** The header of every page (spec §2); `actions` are its right-hand side (the signed-in buttons). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  // Every page has the header, and it renders before the page, whose effects may call the API.
  startSessionClient();
  // Below `sm` the signed-in buttons take a second row, so the name, the links and every
  // button keep their place at 390 px (AppShell's header height follows, in app-frame.tsx).
  return (
    <Flex
      h="100%"
      px="md"
      direction={{ base: "column", sm: "row" }}
      justify={{ base: "center", sm: "space-between" }}
      align={{ base: "stretch", sm: "center" }}
      gap={{ base: 6, sm: "md" }}
    >
      <Group gap="lg" justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          href="/"
          underline="never"
          c="inherit"
          aria-label={`${site.name} home`}
        >
          <Group gap={8} wrap="nowrap">
            <Image src="/logo.svg" alt="" width={28} height={28} priority />
            <Text fw={700} size="lg" style={{ whiteSpace: "nowrap" }}>
              {site.name}
            </Text>
          </Group>
        </Anchor>
        <Group gap="md" component="nav" aria-label="Marketing" wrap="nowrap">
          {marketingLinks.map((link) => (
            <Anchor key={link.label} href={link.href} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Group>
      <Group justify="flex-end" wrap="nowrap">
        {actions}
      </Group>
    </Flex>
  );
}
