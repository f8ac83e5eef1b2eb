import { Container } from "@mantine/core";
import type { Metadata } from "next";
import type { ReactNode } from "react";

import { PlainFrame } from "@/components/layout/plain-frame";
import { ProductShell } from "@/components/layout/product-shell";

// Never indexed, and the report's address (its token) never leaves in a Referer
// (next.config.ts sends the same as headers).
export const metadata: Metadata = {
  title: "Shared clearance report",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** A share link's pages: the product's shell, outside its signed-in frame (no session needed). */
export default function ShareLayout({ children }: { children: ReactNode }) {
  return (
    <ProductShell>
      <PlainFrame>
        <Container size="lg" px="md" py="lg">
          {children}
        </Container>
      </PlainFrame>
    </ProductShell>
  );
}
