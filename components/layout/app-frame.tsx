import { Container } from "@mantine/core";
import type { ReactNode } from "react";

import classes from "./app-frame.module.css";
import { SiteHeader } from "./site-header";

/**
 * The shared layout of spec §2: header on top, the page below. Each part of the site renders it
 * with what it knows of the user: the groups' layouts with the user they verified (so the
 * server's HTML has the signed-in buttons), /auth with the sign-in SDK's session. Plain
 * elements rather than Mantine's AppShell, which sets state when it mounts: a context change
 * above a page still streaming in makes React render that page again in the browser instead of
 * hydrating it.
 */
export function AppFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className={classes.header}>
        <SiteHeader actions={actions} />
      </header>
      <main className={classes.main}>
        <Container size="lg" py="md">
          {children}
        </Container>
      </main>
    </>
  );
}
