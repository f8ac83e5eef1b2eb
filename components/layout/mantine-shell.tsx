import "@/config/mantine-styles.css";

import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";

import { theme } from "@/config/theme";

/**
 * Mantine's provider and its components' styles, for the parts of the product that draw them:
 * the layouts of the pages that use them, and the toasts and dialogs loaded on first use. `/`
 * and the frame are plain elements and load none of Mantine's JavaScript nor those styles.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  return (
    // The theme's variables come from config/theme-variables.css, not from every render.
    // One color scheme, so no script in the head to restore a visitor's choice.
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
