"use client";

import { Badge, Button, Group, Modal, Skeleton, Table, Text, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { PageHeading } from "@/components/layout/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { ListTable } from "@/components/ui/list-table";
import { Loaded } from "@/components/ui/loaded";
import { notifications } from "@/components/ui/toast";
import { pricing } from "@/config/pricing";
import { VOUCHER_SCOPES } from "@/config/vouchers";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatDay } from "@/lib/site/format-date";
import type { VoucherView } from "@/lib/vouchers/admin";

// The form (number, date and choice fields) loads when the dialog opens: the list paints without it.
const VoucherForm = dynamic(() => import("./voucher-form").then((module) => module.VoucherForm), {
  loading: () => <Skeleton height={480} aria-label="Loading the voucher form" />,
});

type Editing = { voucher?: VoucherView } | undefined;

const discountOf = (voucher: Pick<VoucherView, "kind" | "value">, currency: string) =>
  voucher.kind === "percent" ? `${voucher.value} %` : formatMoney(voucher.value, currency);

function validity({ validFrom, validUntil }: VoucherView): string {
  if (validFrom && validUntil) return `${formatDay(validFrom)} – ${formatDay(validUntil)}`;
  if (validFrom) return `from ${formatDay(validFrom)}`;
  if (validUntil) return `until ${formatDay(validUntil)}`;
  return "always";
}

/** `/admin/vouchers` (product.md §6): every voucher with its use; create, edit, deactivate. */
export function VoucherAdmin() {
  const { currency } = pricing;
  const { data, error, mutate } = useResource(routes.admin.vouchers.list, {});
  const update = useMutation(routes.admin.vouchers.update, { failure: "Not changed" });
  const [editing, setEditing] = useState<Editing>();
  const [showing, setShowing] = useState<VoucherView>();

  const saved = (voucher: VoucherView, verb: string) => {
    void mutate();
    setEditing(undefined);
    notifications.show({ color: "green", message: `Voucher ${voucher.code} ${verb}.` });
  };
  const toggle = async (voucher: VoucherView) => {
    const updated = await update.run({ id: voucher.id }, { active: !voucher.active });
    if (updated) saved(updated, updated.active ? "activated" : "deactivated");
  };

  return (
    <>
      {update.conflictDialog}
      <Group justify="space-between" align="flex-start">
        <PageHeading title="Vouchers" description="Discount codes and their redemptions." />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          New voucher
        </Button>
      </Group>
      <Loaded
        data={data}
        error={error}
        onRetry={() => void mutate()}
        what="the vouchers"
        isEmpty={(vouchers) => vouchers.length === 0}
        empty={
          <EmptyState
            title="No vouchers yet"
            text="Create a code for a festival, a partner or a returning customer."
          />
        }
      >
        {(data) => (
          <ListTable
            columns={["Code", "Discount", "Applies to", "Valid", "Used", "Status"]}
            withActions
            minWidth={820}
          >
            {data.map((voucher) => (
              <Table.Tr key={voucher.id}>
                <Table.Td>
                  <Tooltip label={voucher.note} disabled={!voucher.note}>
                    <Text fw={600} ff="monospace">
                      {voucher.code}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  {discountOf(voucher, currency)}
                  {voucher.minimumSubtotal !== null ? (
                    <Text size="xs" c="dimmed">
                      on {formatMoney(voucher.minimumSubtotal, currency)} or more
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {VOUCHER_SCOPES.find((scope) => scope.value === voucher.appliesTo)?.label}
                </Table.Td>
                <Table.Td>{validity(voucher)}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setShowing(voucher)}
                    aria-label={`Redemptions of ${voucher.code}`}
                  >
                    {voucher.redemptions}
                    {voucher.maxRedemptions !== null ? ` of ${voucher.maxRedemptions}` : ""}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {voucher.maxPerCustomer === 1
                      ? "once per customer"
                      : `${voucher.maxPerCustomer} times per customer`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={voucher.active ? "green" : "gray"} variant="light">
                    {voucher.active ? "Active" : "Inactive"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="default"
                      size="compact-sm"
                      onClick={() => setEditing({ voucher })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      color={voucher.active ? "red" : "green"}
                      onClick={() => void toggle(voucher)}
                    >
                      {voucher.active ? "Deactivate" : "Activate"}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Loaded>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing?.voucher ? `Edit voucher ${editing.voucher.code}` : "New voucher"}
        size="lg"
      >
        {editing ? (
          <VoucherForm
            voucher={editing.voucher}
            onSaved={(voucher) => saved(voucher, editing.voucher ? "saved" : "created")}
          />
        ) : null}
      </Modal>
      <Modal
        opened={showing !== undefined}
        onClose={() => setShowing(undefined)}
        title={`Redemptions of ${showing?.code ?? ""}`}
        size="lg"
      >
        {showing ? <Redemptions voucher={showing} /> : null}
      </Modal>
    </>
  );
}

function Redemptions({ voucher }: { voucher: VoucherView }) {
  const { currency } = pricing;
  const { data, error } = useResource(routes.admin.vouchers.redemptions, { id: voucher.id });
  if (error) return <Text c="red">{messageOf(error)}</Text>;
  if (!data) return <Skeleton height={80} aria-label="Loading the redemptions" />;
  if (data.length === 0) {
    return <Text c="dimmed">No paid order has used this voucher yet.</Text>;
  }
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Discount</Table.Th>
          <Table.Th>Paid</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((redemption) => (
          <Table.Tr key={redemption.submissionId}>
            <Table.Td>
              <Link href={`/admin/submission/${redemption.submissionId}`}>
                {redemption.title || "Untitled"}
              </Link>
            </Table.Td>
            <Table.Td>{redemption.customerEmail}</Table.Td>
            <Table.Td>{formatMoney(redemption.discount, currency)}</Table.Td>
            <Table.Td>{formatDay(redemption.redeemedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
