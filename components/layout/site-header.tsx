"use client";

import { Anchor, Group, Text } from "@mantine/core";
import Image from "next/image";
import Link from "next/link";

import { marketingLinks } from "@/config/nav";
import { site } from "@/config/site";

import { HeaderActions } from "./header-actions";

export function SiteHeader() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor
          component={Link}
          href="/"
          underline="never"
          c="inherit"
          aria-label={`${site.name} home`}
        >
          <Group gap={8} wrap="nowrap">
            <Image src="/logo.svg" alt="" width={28} height={28} priority />
            <Text fw={700} size="lg" visibleFrom="xs">
              {site.name}
            </Text>
          </Group>
        </Anchor>
        <Group gap="md" component="nav" aria-label="Marketing">
          {marketingLinks.map((link) => (
            <Anchor key={link.label} href={link.href} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Group>
      <HeaderActions />
    </Group>
  );
}
