import "@/config/mantine-styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dropzone/styles.css";
// After Mantine's defaults, which it overrides.
import "@/config/theme-variables.css";

import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

import { theme } from "@/config/theme";

import { LoadingProvider } from "./loading-provider";

/**
 * What the product's pages share (the sign-in screens load none of it): Mantine, its styles and
 * toasts, and the global 'Loading...' overlay. Each group's layout adds the frame with its user.
 */
export function ProductShell({ children }: { children: ReactNode }) {
  return (
    // The theme's variables come from config/theme-variables.css, not from every render.
    // One colour scheme, so no script in the head to restore a visitor's choice.
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {/* Bottom right, clear of the header's buttons and the page's headings. */}
      <Notifications position="bottom-right" containerWidth={380} />
      <LoadingProvider>{children}</LoadingProvider>
    </MantineProvider>
  );
}
