"use client";

import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";

import { useMutation } from "@/components/api/use-mutation";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { formatMoney } from "@/lib/pricing/format";
import type { ProformaView } from "@/lib/proformas/read";
import { amountDifference } from "@/lib/proformas/received";

type ReceivedForm = { received_on: string | null; amount: number | string; reference: string };

/** Today in the admin's own calendar, as YYYY-MM-DD. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The API's field names as the form's. */
const FORM_FIELDS: Record<string, keyof ReceivedForm> = {
  received_on: "received_on",
  received_amount: "amount",
  reference: "reference",
};

const cents = (amount: number | string) => Math.round(Number(amount) * 100);

/**
 * "Mark paid" (product.md §7): the day the transfer arrived, the amount that did and the bank's
 * reference. An amount other than the proforma's is said before it is sent: the order is still
 * paid, and the difference waits for an admin.
 */
export function MarkPaidDialog({
  proforma,
  opened,
  onClose,
  onPaid,
}: {
  proforma: ProformaView;
  opened: boolean;
  onClose: () => void;
  onPaid: (updated: ProformaView) => void;
}) {
  const form = useForm<ReceivedForm>({
    initialValues: { received_on: localToday(), amount: proforma.total / 100, reference: "" },
    validate: {
      received_on: (day) => (day ? null : "Give the day the transfer arrived."),
      amount: (amount) =>
        typeof amount === "number" && amount > 0 ? null : "Give the amount that arrived.",
      reference: (reference) =>
        reference.trim() ? null : "Give the bank reference, as the bank statement shows it.",
    },
  });
  const markPaid = useMutation(routes.admin.proformas.act, {
    failure: "Not marked paid",
    success: (updated) =>
      updated.difference
        ? {
            color: "orange",
            message: `The proforma is paid and the work can start. ${updated.difference}: it waits for an admin.`,
          }
        : "The proforma is paid; the order's work can start.",
    // A refusal about one field goes under it.
    showsError: (error) => {
      const field = error.field && FORM_FIELDS[error.field];
      if (field) form.setFieldError(field, messageOf(error));
      return Boolean(field);
    },
  });
  const difference =
    typeof form.values.amount === "number"
      ? amountDifference(
          { number: proforma.number ?? "", total: proforma.total, currency: proforma.currency },
          cents(form.values.amount),
        )
      : null;

  const submit = async (values: ReceivedForm) => {
    const updated = await markPaid.run(
      { id: proforma.id },
      {
        action: "mark-paid",
        received_on: values.received_on,
        received_amount: cents(values.amount),
        reference: values.reference,
      },
    );
    if (updated) onPaid(updated);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Mark as paid">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          {markPaid.conflictDialog}
          <Text size="sm">
            Only when the bank transfer has arrived: the order becomes paid, its due date is set and
            the customer is told.
          </Text>
          <DateInput
            label="Date received"
            description="The day the money reached the account."
            valueFormat="MMM D, YYYY"
            minDate={proforma.issue_date ?? undefined}
            maxDate={localToday()}
            required
            {...form.getInputProps("received_on")}
          />
          <NumberInput
            label={`Amount received (${proforma.currency})`}
            description={`The proforma asks ${formatMoney(proforma.total, proforma.currency)}.`}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            min={0}
            required
            {...form.getInputProps("amount")}
          />
          <TextInput
            label="Bank reference"
            description="As the bank statement shows the transfer."
            maxLength={140}
            required
            data-autofocus
            {...form.getInputProps("reference")}
          />
          {difference ? (
            <Alert color="orange" title="The amount differs from the proforma">
              {difference}. The order is still paid and the work starts; the difference is recorded
              and waits for an admin to settle it with the customer.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color="green" loading={markPaid.busy}>
              Mark paid
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
