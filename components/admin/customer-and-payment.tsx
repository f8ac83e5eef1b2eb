import { Card, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

import { FactsTable } from "@/components/ui/facts-table";
import { SectionTable } from "@/components/ui/section-table";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@/config/orders";
import { formatMoney } from "@/lib/pricing/format";
import { formatDate, formatDateTime } from "@/lib/site/format-date";
import type { AdminOrderView } from "@/lib/submissions/orders";
import type { AdminSubmissionView } from "@/lib/submissions/views";

/**
 * Whose submission it is, and every attempt to pay for it. `orderAction` puts the page's controls
 * for an order (its refund) under the order's payment state.
 */
export function CustomerAndPayment({
  submission,
  orderAction,
}: {
  submission: AdminSubmissionView;
  orderAction?: (order: AdminOrderView) => ReactNode;
}) {
  // The first order and each revision's delta are separate orders; this is what they came to.
  const paid = submission.orders.filter((order) => order.status === "paid");
  const total = paid.reduce((sum, order) => sum + order.total, 0);
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
          columns={["Order", "For", "Payment", "Method", "Total", "Paid on"]}
          minWidth={620}
          empty={submission.orders.length === 0 ? "Not ordered yet." : undefined}
        >
          {submission.orders.map((order) => (
            <Table.Tr key={order.number}>
              <Table.Td>{order.number}</Table.Td>
              <Table.Td>
                {order.revision ? `Revision ${order.revision} (changed pages)` : "First order"}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {ORDER_STATUS_LABELS[order.status]}
                  {orderAction?.(order)}
                </Stack>
              </Table.Td>
              <Table.Td>{PAYMENT_METHOD_LABELS[order.method]}</Table.Td>
              <Table.Td>
                {formatMoney(order.total, order.currency)}
                {order.discount > 0 ? (
                  <Text size="xs" c="dimmed">
                    {formatMoney(order.discount, order.currency)} voucher discount
                  </Text>
                ) : null}
                {order.refunded > 0 ? (
                  <Text size="xs" c="red" data-testid="order-refunded">
                    {formatMoney(order.refunded, order.currency)} refunded
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{order.paid_at ? formatDate(order.paid_at) : "—"}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
        {paid.length > 1 ? (
          <Text size="sm" fw={700} data-testid="paid-total">
            Paid in all: {formatMoney(total, paid[0]!.currency)} ({paid.length} orders)
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
