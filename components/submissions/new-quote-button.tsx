"use client";

import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

import { useStartQuote } from "./use-start-quote";

export function NewQuoteButton({ label = "New" }: { label?: string }) {
  const startQuote = useStartQuote();
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={() => void startQuote()}>
      {label}
    </Button>
  );
}
