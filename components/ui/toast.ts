import type { NotificationData } from "@mantine/notifications";

/*
 * The product's one toast system, Mantine's Notifications, loaded with the first toast rather
 * than with every page: `notifications.show` asks `ToastHost` (in the product's shell) to mount
 * the container, and hands the toast to Mantine's store once its code has come.
 */

let wanted = false;
const listeners = new Set<() => void>();

/** For `ToastHost`: whether a toast was asked for in this page load. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

export const notifications = {
  show(toast: NotificationData): void {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void import("@mantine/notifications").then((mantine) => mantine.notifications.show(toast));
  },
  /** Closes the toast shown with this `id`. */
  hide(id: string): void {
    void import("@mantine/notifications").then((mantine) => mantine.notifications.hide(id));
  },
};
