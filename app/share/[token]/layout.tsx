import "@/config/mantine-base.css";
import "@/config/theme-variables.css";

import { Container } from "@mantine/core";
import type { Metadata } from "next";
import type { ReactNode } from "react";

import { MantineShell } from "@/components/layout/mantine-shell";
import { PlainFrame } from "@/components/layout/plain-frame";

// Never indexed, and the report's address (its token) never leaves in a Referer
// (next.config.ts sends the same as headers).
export const metadata: Metadata = {
  title: "Shared clearance report",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** A share link's pages: outside the product's signed-in shell, nobody's session needed. */
export default function ShareLayout({ children }: { children: ReactNode }) {
  return (
    <MantineShell>
      <PlainFrame>
        <Container size="lg" px="md" py="lg">
          {children}
        </Container>
      </PlainFrame>
    </MantineShell>
  );
}
