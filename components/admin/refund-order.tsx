"use client";

import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { routes } from "@/lib/api-client/routes";
import { formatMoney } from "@/lib/pricing/format";
import type { AdminOrderView } from "@/lib/submissions/orders";

const REASON_LENGTH = 500;

type RefundForm = {
  amount: number | string;
  reason: string;
  refundedOn: string;
  bankReference: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Refund…" on a paid order (product.md §7.1): all or part of what is left of it, given back
 * through the card processor, or recorded as a bank transfer sent back. A credit note follows.
 */
export function RefundOrder({
  order,
  onRefunded,
}: {
  order: AdminOrderView;
  onRefunded: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const refund = useMutation(routes.admin.orders.refund, {
    failure: "Not refunded",
    success: (outcome) =>
      `${formatMoney(outcome.amount, outcome.currency)} of order ${outcome.order} refunded; credit note ${outcome.credit_note} issued.`,
  });
  const left = order.total - order.refunded;
  const transfer = order.method === "bank_transfer";
  const form = useForm<RefundForm>({
    initialValues: { amount: left / 100, reason: "", refundedOn: today(), bankReference: "" },
    validate: {
      amount: (value) => {
        const minor = Math.round(Number(value) * 100);
        if (value === "" || !(minor > 0)) return "Enter the amount to refund.";
        return minor > left
          ? `At most ${formatMoney(left, order.currency)} is left to refund.`
          : null;
      },
      reason: (value) => (value.trim() ? null : "Say why the order is refunded."),
      refundedOn: (value) => (!transfer || value ? null : "Give the day the money was sent back."),
      bankReference: (value) =>
        !transfer || value.trim() ? null : "Give the bank's reference for the transfer back.",
    },
  });

  // Only money taken can be given back: a voucher's free order took none.
  if (order.status !== "paid" || order.total === 0 || left <= 0) return null;

  const submit = async (values: RefundForm) => {
    const outcome = await refund.run(
      { id: order.id },
      {
        amount: Math.round(Number(values.amount) * 100),
        reason: values.reason.trim(),
        ...(transfer && {
          refundedOn: values.refundedOn,
          bankReference: values.bankReference.trim(),
        }),
      },
    );
    if (!outcome) return;
    setOpened(false);
    onRefunded();
  };

  return (
    <>
      {refund.conflictDialog}
      <Button
        size="compact-xs"
        variant="outline"
        color="red"
        onClick={() => {
          // What is left now: an earlier refund may have changed it since the page was drawn.
          form.setValues({
            amount: left / 100,
            reason: "",
            refundedOn: today(),
            bankReference: "",
          });
          form.clearErrors();
          setOpened(true);
        }}
      >
        Refund…
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Refund order ${order.number}`}
        centered
      >
        <form onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="sm">
            <Text size="sm">
              {formatMoney(left, order.currency)} of {formatMoney(order.total, order.currency)} is
              left to refund.{" "}
              {transfer
                ? "Send the money back from the bank first, then record it here."
                : "The card processor gives it back to the card that paid."}{" "}
              A credit note is issued and e-mailed to the customer.
            </Text>
            <NumberInput
              label={`Amount (${order.currency})`}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              {...form.getInputProps("amount")}
            />
            <Textarea
              label="Reason"
              description="Printed on the credit note."
              autosize
              minRows={2}
              maxLength={REASON_LENGTH}
              {...form.getInputProps("reason")}
            />
            {transfer ? (
              <>
                <TextInput type="date" label="Sent back on" {...form.getInputProps("refundedOn")} />
                <TextInput label="Bank reference" {...form.getInputProps("bankReference")} />
              </>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Keep it as it is
              </Button>
              <Button type="submit" color="red" loading={refund.busy}>
                Refund
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
