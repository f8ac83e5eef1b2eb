// Its pages draw Mantine's components; `/` beside them loads none (components/layout/mantine-shell.tsx).
export { MantineShell as default } from "@/components/layout/mantine-shell";
