// Mantine's styles, as its documentation has them: the core's, then each package's used.
import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";

import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";

import { theme } from "@/config/theme";

import { HashTarget } from "./hash-target";
import { LoadingProvider } from "./loading-provider";
import { NotificationsOnDemand } from "./notifications-on-demand";

/**
 * What every product page shares (the sign-in screens load none of it): Mantine's one provider
 * and styles, the toasts, the global 'Loading...' overlay and the scroll to a link's #fragment. Each group's layout adds the
 * frame with its user; the share pages use this shell too.
 */
export function ProductShell({ children }: { children: ReactNode }) {
  return (
    // One color scheme (app/layout.tsx sets it on <html>), so no script to restore a choice.
    <MantineProvider theme={theme} forceColorScheme="light">
      <NotificationsOnDemand />
      <HashTarget />
      <LoadingProvider>{children}</LoadingProvider>
    </MantineProvider>
  );
}
