import { Table, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

import { ColumnHeads, listMinWidth, type ListColumn, type ListWidth } from "./list-table";

/**
 * A section of a card: its heading, then a table the heading names (so tests and screen readers
 * find it by name), or a line saying there is nothing to list.
 */
export function SectionTable({
  title,
  columns,
  withActions = false,
  minWidth,
  empty,
  children,
}: {
  title: string;
  columns: readonly ListColumn[];
  /** A last, unlabelled column for each row's buttons. */
  withActions?: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth: ListWidth;
  /** Shown instead of the table when set. */
  empty?: string;
  /** The rows. */
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <div>
      <Title order={2} size="h4" mb="sm" id={heading}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={listMinWidth(minWidth)}>
          <Table verticalSpacing="xs" aria-labelledby={heading}>
            <ColumnHeads columns={columns} withActions={withActions} />
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
