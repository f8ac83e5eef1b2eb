import { Divider, Group, Stack, Table, Text } from "@mantine/core";

import { formatMoney } from "@/lib/pricing/format";
import type { PriceBreakdown as Breakdown } from "@/lib/pricing/price";

/** The quote's lines and total, as priced by the one pricing function. */
export function PriceBreakdown({ quote }: { quote: Breakdown }) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0}>
        <Table.Tbody>
          {quote.lines.map((line, index) => (
            <Table.Tr key={`${line.code}-${index}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.detail}
                </Text>
              </Table.Td>
              <Table.Td ta="right" valign="top" style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">{money(line.amount)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TotalLine label="Total" amount={money(quote.total)} testId="quote-total" />
      <Text size="xs" c="dimmed">
        Delivered within {quote.businessDays} business days of payment.
      </Text>
    </Stack>
  );
}

/** A sum under the lines it adds up, past a divider. */
export function TotalLine({
  label,
  amount,
  testId,
}: {
  label: string;
  amount: string;
  testId: string;
}) {
  return (
    <Stack gap="xs">
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{label}</Text>
        <Text fw={700} size="lg" data-testid={testId}>
          {amount}
        </Text>
      </Group>
    </Stack>
  );
}
