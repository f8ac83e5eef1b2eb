import "@/components/layout/document.css";

import type { Metadata } from "next";
import type { ReactNode } from "react";

import { site } from "@/config/site";

// Titles come from the layouts below (lib/site/page-title.ts).
export const metadata: Metadata = { title: site.name, description: site.description };

/**
 * The document only. It reads nothing of the request, so a page that reads nothing either (the
 * sign-in screens) is prerendered at build time; Next puts the request's CSP nonce on the
 * scripts of the others. The product's pages add Mantine's provider and styles in their shell
 * (components/layout/product-shell.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Mantine's light scheme, the only one (its variables are scoped by this attribute).
    <html lang="en" data-mantine-color-scheme="light">
      <body>{children}</body>
    </html>
  );
}
