"use client";

import "@mantine/notifications/styles.css";

import { Notifications } from "@mantine/notifications";

import { MantineShell } from "./mantine-shell";

/** Mantine's toasts, loaded with the first one (toast-host.tsx), in their own provider. */
export default function ToastContainer() {
  return (
    <MantineShell>
      {/* Bottom right, clear of the header's buttons and the page's headings. */}
      <Notifications position="bottom-right" containerWidth={380} />
    </MantineShell>
  );
}
