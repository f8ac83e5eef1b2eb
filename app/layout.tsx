import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dropzone/styles.css";
// After Mantine's defaults, which it overrides.
import "@/config/theme-variables.css";

import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { Metadata } from "next";
import type { ReactNode } from "react";

import { SuperTokensProvider } from "@/components/auth/supertokens-provider";
import { AppFrame } from "@/components/layout/app-frame";
import { LoadingProvider } from "@/components/layout/loading-provider";
import { site } from "@/config/site";
import { theme } from "@/config/theme";

// Titles come from the route groups' layouts (lib/site/page-title.ts).
export const metadata: Metadata = { title: site.name, description: site.description };

/**
 * Reads nothing of the request, so a page that reads nothing either (the sign-in screens) is
 * prerendered at build time; Next puts the request's CSP nonce on its scripts in the others.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  // Read at request time, so one image serves with or without Google credentials.
  const googleEnabled = Boolean(process.env.GOOGLE_CLIENT_ID);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <body>
        {/* The theme's variables come from config/theme-variables.css, not from every render.
            One colour scheme, so no script in the head to restore a visitor's choice. */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
          {/* Bottom right, clear of the header's buttons and the page's headings. */}
          <Notifications position="bottom-right" containerWidth={380} />
          <SuperTokensProvider googleEnabled={googleEnabled}>
            <LoadingProvider>
              <AppFrame>{children}</AppFrame>
            </LoadingProvider>
          </SuperTokensProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
