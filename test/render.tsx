import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

import { theme } from "@/config/theme";

/** Renders inside the app's Mantine theme, as every component is in the app. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>{children}</MantineProvider>
  );
  return render(ui, { wrapper, ...options });
}
