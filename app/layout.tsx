import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";

import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { AppFrame } from "@/components/layout/app-frame";
import { LoadingProvider } from "@/components/layout/loading-provider";
import { site } from "@/config/site";
import { theme } from "@/config/theme";
import { pageTitle } from "@/lib/site/page-title";
import { PATHNAME_HEADER } from "@/lib/site/pathname-header";

export async function generateMetadata(): Promise<Metadata> {
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "/";
  return { title: pageTitle(pathname), description: site.description };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" />
          <LoadingProvider>
            <AppFrame>{children}</AppFrame>
          </LoadingProvider>
        </MantineProvider>
      </body>
    </html>
  );
}
