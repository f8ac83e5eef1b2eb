import { Card, Stack, Table, Text, Title } from "@mantine/core";

import { FactsTable } from "@/components/ui/facts-table";
import { SectionTable } from "@/components/ui/section-table";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { formatMoney } from "@/lib/pricing/format";
import { formatDateTime, formatLongDay } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

/** Whose submission it is, and every attempt to pay for it. */
export function CustomerAndPayment({ submission }: { submission: AdminSubmissionView }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" mb="sm">
            Customer
          </Title>
          <FactsTable
            rows={[
              ["E-mail", submission.customer_email],
              ["Name", submission.customer_name ?? "No billing details yet"],
              ["Company", submission.customer_company ?? "—"],
              ["Quote started", formatDateTime(submission.created_at)],
            ]}
          />
        </div>
        <SectionTable
          title="Payment"
          columns={["Order", "Payment", "Method", "Total", "Paid on"]}
          minWidth={520}
          empty={submission.orders.length === 0 ? "Not ordered yet." : undefined}
        >
          {submission.orders.map((order) => (
            <Table.Tr key={order.number}>
              <Table.Td>{order.number}</Table.Td>
              <Table.Td>{ORDER_STATUS_LABELS[order.status]}</Table.Td>
              <Table.Td>{PAYMENT_METHOD_LABELS[order.method]}</Table.Td>
              <Table.Td>
                {formatMoney(order.total, order.currency)}
                {order.discount > 0 ? (
                  <Text size="xs" c="dimmed">
                    {formatMoney(order.discount, order.currency)} voucher discount
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{order.paid_at ? formatLongDay(order.paid_at) : "—"}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </Stack>
    </Card>
  );
}
