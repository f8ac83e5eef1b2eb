import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dropzone/styles.css";
// After Mantine's defaults, which it overrides.
import "@/config/theme-variables.css";

import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { LoadingProvider } from "@/components/layout/loading-provider";
import { site } from "@/config/site";
import { theme } from "@/config/theme";
import { pageTitle } from "@/lib/site/page-title";
import { NONCE_HEADER, PATHNAME_HEADER } from "@/lib/site/request-headers";

export async function generateMetadata(): Promise<Metadata> {
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "/";
  return { title: pageTitle(pathname), description: site.description };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        {/* The theme's variables come from config/theme-variables.css, not from every render. */}
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          {/* Bottom right, clear of the header's buttons and the page's headings. */}
          <Notifications position="bottom-right" containerWidth={380} />
          <LoadingProvider>{children}</LoadingProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
