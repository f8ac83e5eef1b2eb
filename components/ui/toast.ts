/*
 * The product's one toast system: Mantine's Notifications. Callers import it from here; the
 * container mounts with the first toast (components/layout/notifications-on-demand.tsx).
 */
export { notifications } from "@mantine/notifications";
