/*
 * The product's one toast system: Mantine's Notifications, mounted once in the product's shell
 * (components/layout/product-shell.tsx). Callers import it from here.
 */
export { notifications } from "@mantine/notifications";
