import { Card, Table } from "@mantine/core";

import { listMinWidth, type ListColumn, type ListTableProps, type ListWidth } from "./list-width";

export { listMinWidth, type ListColumn, type ListWidth };

/**
 * A page's main list: a bordered card holding a table that scrolls sideways below `minWidth`,
 * its rows highlighted under the pointer.
 */
export function ListTable({ columns, withActions = false, minWidth, children }: ListTableProps) {
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
