import { Card, Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A column heading, right-aligned when its figures are ("Pages", "Price"); `wide` columns show
 * from the `sm` breakpoint only (their cells take `visibleFrom="sm"` too).
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

/**
 * A page's main list: a bordered card holding a table that scrolls sideways below `minWidth`,
 * its rows highlighted under the pointer.
 */
export function ListTable({
  columns,
  withActions = false,
  minWidth,
  children,
}: {
  columns: readonly ListColumn[];
  /** A last, unlabelled column for each row's buttons. */
  withActions?: boolean;
  minWidth: ListWidth;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={listMinWidth(minWidth)}>
        <Table verticalSpacing="sm" highlightOnHover>
          <ColumnHeads columns={columns} withActions={withActions} />
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** A table's head row: its columns, then an unlabelled one for the rows' buttons if asked. */
export function ColumnHeads({
  columns,
  withActions = false,
}: {
  columns: readonly ListColumn[];
  withActions?: boolean;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Table.Th key={column}>{column}</Table.Th>
          ) : (
            <Table.Th
              key={column.label}
              ta={column.right ? "right" : undefined}
              visibleFrom={column.wide ? "sm" : undefined}
            >
              {column.label}
            </Table.Th>
          ),
        )}
        {withActions ? <Table.Th aria-label="Actions" /> : null}
      </Table.Tr>
    </Table.Thead>
  );
}
