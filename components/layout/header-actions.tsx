"use client";

import { Button, Group, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import Link from "next/link";

import { NewQuoteButton } from "@/components/submissions/new-quote-button";
import { customerNav } from "@/config/nav";

/** The right-hand side of the header: 'Loading auth...' until the session is known (spec §2). */
export function HeaderActions() {
  const mounted = useMounted();

  if (!mounted) {
    return (
      <Text size="sm" c="dimmed">
        Loading auth...
      </Text>
    );
  }

  const [newQuote, list] = customerNav;
  return (
    <Group gap="xs">
      <NewQuoteButton label={newQuote.label} />
      <Button variant="default" component={Link} href={list.href}>
        {list.label}
      </Button>
    </Group>
  );
}
