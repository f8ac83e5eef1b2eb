import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dropzone/styles.css";
// After Mantine's defaults, which it overrides.
import "@/config/theme-variables.css";

import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

import { SuperTokensProvider } from "@/components/auth/supertokens-provider";
import { theme } from "@/config/theme";

import { AppFrame } from "./app-frame";
import { LoadingProvider } from "./loading-provider";

/**
 * What the product's pages share (the sign-in screens do not load any of it): Mantine, its
 * styles and toasts, the global 'Loading...' overlay, and the frame with the header.
 */
export function ProductShell({ children }: { children: ReactNode }) {
  // Read at request time, so one image serves with or without Google credentials.
  const googleEnabled = Boolean(process.env.GOOGLE_CLIENT_ID);
  return (
    // The theme's variables come from config/theme-variables.css, not from every render.
    // One colour scheme, so no script in the head to restore a visitor's choice.
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {/* Bottom right, clear of the header's buttons and the page's headings. */}
      <Notifications position="bottom-right" containerWidth={380} />
      <SuperTokensProvider googleEnabled={googleEnabled}>
        <LoadingProvider>
          <AppFrame>{children}</AppFrame>
        </LoadingProvider>
      </SuperTokensProvider>
    </MantineProvider>
  );
}
