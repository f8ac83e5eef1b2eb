import "@/config/mantine-base.css";
// After Mantine's defaults, which it overrides.
import "@/config/theme-variables.css";

import type { ReactNode } from "react";

import { LoadingProvider } from "./loading-provider";
import { ToastHost } from "./toast-host";

/**
 * What the product's pages share (the sign-in screens load none of it): Mantine's baseline and
 * variables, the toasts (loaded with the first one) and the global 'Loading...' overlay. No
 * Mantine provider nor its components' styles: the layouts of the pages that draw Mantine's
 * components add them (mantine-shell.tsx), and `/` and the frame are plain elements. Each
 * group's layout adds the frame with its user.
 */
export function ProductShell({ children }: { children: ReactNode }) {
  return (
    <>
      <ToastHost />
      <LoadingProvider>{children}</LoadingProvider>
    </>
  );
}
