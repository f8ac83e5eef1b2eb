"use client";

import { useNotifications } from "@mantine/notifications";
import dynamic from "next/dynamic";
import { useState } from "react";

/*
 * Mantine's toast container (its transitions, portal and scroll lock) is loaded with the first
 * toast: no page needs it to paint. The toasts wait in Mantine's store meanwhile, which the
 * container shows when it mounts (components/ui/toast.ts).
 */
const Notifications = dynamic(
  () => import("@mantine/notifications").then((module) => module.Notifications),
  { ssr: false },
);

/** The product's toasts, bottom right, clear of the header's buttons and the page's headings. */
export function NotificationsOnDemand() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted, the container stays: it owns the transitions of the toasts it shows.
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? <Notifications position="bottom-right" containerWidth={380} /> : null;
}
