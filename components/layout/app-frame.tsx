import { Box, Container } from "@mantine/core";
import type { ReactNode } from "react";

import { SessionClientStart } from "@/components/auth/session-client-start";

import classes from "./frame.module.css";
import { SiteHeader } from "./site-header";

/**
 * The product's frame (spec §2): header on top, the page below. Each group's layout renders it
 * with the user it verified, so the server's HTML has the signed-in buttons. The header is the
 * sign-in screens' own (plain-frame.tsx) rather than Mantine's AppShell, which sets state when
 * it mounts: a context change above a page still streaming in makes React render that page
 * again in the browser instead of hydrating it.
 */
export function AppFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SessionClientStart />
      <SiteHeader actions={actions} />
      <Box component="main" className={classes.main} p="md">
        <Container size="lg" p="md">
          {children}
        </Container>
      </Box>
    </>
  );
}
