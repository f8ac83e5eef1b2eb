"use client";

import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDownload, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { FactsTable } from "@/components/ui/facts-table";
import { invoicing } from "@/config/invoicing";
import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { formatMoney } from "@/lib/pricing/format";
import { proformaTotals } from "@/lib/proformas/amounts";
import type { ProformaView } from "@/lib/proformas/read";
import { formatDateTime, formatDay } from "@/lib/site/format-date";

import { MarkPaidDialog } from "./proforma-mark-paid";
import { ProformaStatusBadge } from "./proforma-status-badge";

type Action = "issue" | "cancel" | "resolve-difference";
type Confirmed = Exclude<Action, "resolve-difference">;

const ACTION_DONE: Record<Action, string> = {
  issue: "The proforma is issued and on its way to the customer.",
  "resolve-difference": "The payment difference is settled.",
  cancel: "The proforma is cancelled.",
};

const CONFIRM: Record<Confirmed, { title: string; body: string; label: string; color?: string }> = {
  issue: {
    title: "Issue this proforma?",
    body: "It takes the next number, its PDF is made with the customer's current billing details and e-mailed to them. It cannot be edited afterwards.",
    label: "Issue and e-mail",
  },
  cancel: {
    title: "Cancel this proforma?",
    body: "Its unpaid order ends and the quote becomes a draft again. An issued proforma's number stays used.",
    label: "Cancel proforma",
    color: "red",
  },
};

type LineForm = { description: string; quantity: number; unit_price: number };
type DraftForm = { lines: LineForm[]; tax_percent: number; due_in_days: number; note: string };

const formOf = (proforma: ProformaView): DraftForm => ({
  lines: proforma.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unit_amount / 100,
  })),
  tax_percent: proforma.tax_percent,
  due_in_days: proforma.due_in_days,
  note: proforma.note ?? "",
});

const cents = (amount: number) => Math.round(amount * 100);

/** A proforma opened in its drawer (proforma-editor.tsx): loaded apart from the page that lists it. */
export function ProformaDetail({
  proforma,
  onChange,
}: {
  proforma: ProformaView;
  onChange: (updated: ProformaView) => void;
}) {
  const money = (minor: number) => formatMoney(minor, proforma.currency);
  const draft = proforma.status === "draft";
  const form = useForm<DraftForm>({ initialValues: formOf(proforma) });
  const update = useMutation(routes.admin.proformas.update, {
    failure: "Not done",
    success: "The draft is saved.",
  });
  const change = useMutation(routes.admin.proformas.act, {
    failure: "Not done",
    success: (_, { body }) => body && ACTION_DONE[body.action as Action],
  });
  const busy = update.busy ? "save" : (change.pending?.body?.action as Action | undefined);
  const [confirming, setConfirming] = useState<Confirmed>();
  const [paying, setPaying] = useState(false);

  const totals = proformaTotals(
    form.values.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitAmount: cents(line.unit_price),
    })),
    Math.round(form.values.tax_percent * 100),
  );

  const save = async () => {
    const updated = await update.run(
      { id: proforma.id },
      {
        lines: form.values.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unit_amount: cents(line.unit_price),
        })),
        tax_percent: form.values.tax_percent,
        due_in_days: form.values.due_in_days,
        note: form.values.note,
      },
    );
    if (!updated) return;
    onChange(updated);
    form.resetDirty(formOf(updated));
  };
  const act = async (action: Action) => {
    const updated = await change.run({ id: proforma.id }, { action });
    setConfirming(undefined);
    if (updated) onChange(updated);
  };

  const buyer = proforma.buyer;
  return (
    <Stack gap="lg">
      {update.conflictDialog}
      {change.conflictDialog}
      <FactsTable
        rows={[
          ["Status", <ProformaStatusBadge key="status" status={proforma.status} />],
          ["Customer", proforma.customer_email ?? "—"],
          ["Order", proforma.order_number ?? "—"],
          ["Project", proforma.title],
          ...(proforma.issue_date
            ? ([
                ["Issued", formatDay(proforma.issue_date)],
                ["Due", formatDay(proforma.due_date!)],
              ] as [string, string][])
            : []),
          ...(proforma.paid_at
            ? ([["Paid", formatDateTime(proforma.paid_at)]] as [string, string][])
            : []),
          ...(proforma.received
            ? ([
                [
                  "Received",
                  `${money(proforma.received.amount)} on ${formatDay(proforma.received.on)}`,
                ],
                ["Bank reference", proforma.received.reference ?? "—"],
              ] as [string, string][])
            : []),
        ]}
      />
      {proforma.difference ? (
        <Alert
          color={proforma.difference_waits ? "orange" : "gray"}
          title={`The payment ${proforma.difference_waits ? "differs" : "differed, since settled,"} from the proforma`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{proforma.difference}.</Text>
            {proforma.difference_waits ? (
              <Button
                size="compact-sm"
                variant="light"
                color="orange"
                loading={busy === "resolve-difference"}
                onClick={() => void act("resolve-difference")}
              >
                Mark the difference settled
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <div>
        <Title order={3} size="h5" mb={4}>
          Bill to
        </Title>
        {buyer ? (
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {[
              buyer.company,
              buyer.name,
              ...buyer.address,
              buyer.country,
              buyer.taxId && `Tax ID: ${buyer.taxId}`,
            ]
              .filter(Boolean)
              .join("\n")}
          </Text>
        ) : (
          <Alert color="yellow">
            The customer has no billing details yet; the proforma cannot be issued until they add
            them on their profile.
          </Alert>
        )}
        {draft && buyer ? (
          <Text size="xs" c="dimmed" mt={4}>
            From the customer&apos;s profile; printed as they stand when the proforma is issued.
          </Text>
        ) : null}
      </div>

      <Divider />
      {draft ? (
        <form onSubmit={form.onSubmit(() => void save())} aria-label="Draft lines">
          <Stack gap="sm">
            {form.values.lines.map((_, index) => (
              <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label={index === 0 ? "Description" : undefined}
                  aria-label={`Line ${index + 1} description`}
                  style={{ flex: 1 }}
                  miw={0}
                  required
                  {...form.getInputProps(`lines.${index}.description`)}
                />
                <NumberInput
                  label={index === 0 ? "Qty" : undefined}
                  aria-label={`Line ${index + 1} quantity`}
                  w={80}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  {...form.getInputProps(`lines.${index}.quantity`)}
                />
                <NumberInput
                  label={index === 0 ? `Unit price (${proforma.currency})` : undefined}
                  aria-label={`Line ${index + 1} unit price`}
                  w={150}
                  decimalScale={2}
                  fixedDecimalScale
                  thousandSeparator=","
                  {...form.getInputProps(`lines.${index}.unit_price`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={form.values.lines.length === 1}
                  onClick={() => form.removeListItem("lines", index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.lines.length >= invoicing.proforma.maxLines}
                onClick={() =>
                  form.insertListItem("lines", { description: "", quantity: 1, unit_price: 0 })
                }
              >
                Add a line
              </Button>
            </Group>
            <Group grow>
              <NumberInput
                label="Tax (%)"
                min={0}
                max={100}
                decimalScale={2}
                {...form.getInputProps("tax_percent")}
              />
              <NumberInput
                label="Days to pay"
                min={1}
                max={invoicing.proforma.maxDueInDays}
                allowDecimal={false}
                {...form.getInputProps("due_in_days")}
              />
            </Group>
            <Textarea
              label="Note on the proforma"
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps("note")}
            />
            <Totals money={money} {...totals} taxPercent={form.values.tax_percent} />
            <Group justify="space-between">
              <Button
                type="submit"
                variant="default"
                loading={busy === "save"}
                disabled={!form.isDirty()}
              >
                Save draft
              </Button>
              <Group gap="xs">
                <Button variant="subtle" color="red" onClick={() => setConfirming("cancel")}>
                  Cancel proforma
                </Button>
                <Button
                  onClick={() => setConfirming("issue")}
                  disabled={form.isDirty() || !buyer}
                  title={form.isDirty() ? "Save the changes first" : undefined}
                >
                  Issue
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proforma.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.unit_amount)}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Totals money={money} {...proforma} taxPercent={proforma.tax_percent} />
          {proforma.note ? <Text size="sm">Note: {proforma.note}</Text> : null}
          <Group justify="space-between">
            {proforma.has_pdf ? (
              <Button
                component="a"
                href={hrefOf(routes.admin.proformas.pdf, { id: proforma.id })}
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                Download PDF
              </Button>
            ) : (
              <span />
            )}
            {proforma.status === "issued" ? (
              <Group gap="xs">
                <Button variant="subtle" color="red" onClick={() => setConfirming("cancel")}>
                  Cancel proforma
                </Button>
                <Button color="green" onClick={() => setPaying(true)}>
                  Mark paid
                </Button>
              </Group>
            ) : null}
          </Group>
        </Stack>
      )}

      {proforma.status === "issued" ? (
        <MarkPaidDialog
          proforma={proforma}
          opened={paying}
          onClose={() => setPaying(false)}
          onPaid={(updated) => {
            setPaying(false);
            onChange(updated);
          }}
        />
      ) : null}
      <Modal
        opened={Boolean(confirming)}
        onClose={() => setConfirming(undefined)}
        title={confirming ? CONFIRM[confirming].title : ""}
      >
        {confirming ? (
          <Stack>
            <Text size="sm">{CONFIRM[confirming].body}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(undefined)}>
                Back
              </Button>
              <Button
                color={CONFIRM[confirming].color}
                loading={busy === confirming}
                onClick={() => void act(confirming)}
              >
                {CONFIRM[confirming].label}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function Totals({
  money,
  subtotal,
  tax,
  total,
  taxPercent,
}: {
  money: (minor: number) => string;
  subtotal: number;
  tax: number;
  total: number;
  taxPercent: number;
}) {
  return (
    <FactsTable
      rows={[
        ["Subtotal", money(subtotal)],
        [`Tax (${taxPercent} %)`, money(tax)],
        [
          "Total",
          <Text key="total" fw={700}>
            {money(total)}
          </Text>,
        ],
      ]}
    />
  );
}
