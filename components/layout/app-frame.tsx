import { AppShell, AppShellHeader, AppShellMain, Container } from "@mantine/core";
import type { ReactNode } from "react";

import { SiteHeader } from "./site-header";

/** The shared layout of spec §2: header on top, the page below. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: { base: 96, sm: 60 } }} padding="md">
      <AppShellHeader>
        <SiteHeader />
      </AppShellHeader>
      <AppShellMain bg="gray.0">
        <Container size="lg" py="md">
          {children}
        </Container>
      </AppShellMain>
    </AppShell>
  );
}
