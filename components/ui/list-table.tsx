import { Card, Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A column heading, right-aligned when its figures are ("Pages", "Price"). */
export type ListColumn = string | { label: string; right: true };

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
  minWidth: number;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>
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
            <Table.Th key={column.label} ta="right">
              {column.label}
            </Table.Th>
          ),
        )}
        {withActions ? <Table.Th aria-label="Actions" /> : null}
      </Table.Tr>
    </Table.Thead>
  );
}
