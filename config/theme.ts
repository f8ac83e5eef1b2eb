import { createTheme, type MantineColorsTuple } from "@mantine/core";

const ink: MantineColorsTuple = [
  "#eef3fb",
  "#dbe3f1",
  "#b3c5e3",
  "#88a5d6",
  "#658aca",
  "#4f79c4",
  "#4270c2",
  "#345fab",
  "#2b5499",
  "#1d4888",
];

export const theme = createTheme({
  primaryColor: "ink",
  primaryShade: 8,
  colors: { ink },
  defaultRadius: "md",
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "650" },
});
