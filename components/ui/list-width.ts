import type { ReactNode } from "react";

/**
 * A column heading, right-aligned when its figures are ("Pages", "Price"); `wide` columns show
 * from the `sm` breakpoint only (their cells are `wide` too).
 */
export type ListColumn = string | { label: string; right?: true; wide?: true };

/**
 * The table's least width, below which it scrolls sideways; `narrow` applies below `sm`, where
 * the wide columns are hidden. A media query in one CSS value: the middle term is negative
 * below 48rem and huge above it.
 */
export type ListWidth = number | { narrow: number; wide: number };
export const listMinWidth = (width: ListWidth) =>
  typeof width === "number"
    ? width
    : `clamp(${width.narrow}px, (100vw - 48rem) * 1000, ${width.wide}px)`;

/** A list table's inputs (ListTable). */
export type ListTableProps = {
  columns: readonly ListColumn[];
  /** A last, unlabelled column for each row's buttons. */
  withActions?: boolean;
  minWidth: ListWidth;
  /** The rows. */
  children: ReactNode;
};
