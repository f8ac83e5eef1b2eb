import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/** Label and value pairs, labels dimmed on the left: the details of an order or a payment. */
export function FactsTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140} fw={500} c="dimmed">
              {label}
            </Table.Th>
            {/* A long e-mail address breaks rather than running out of a narrow card. */}
            <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
