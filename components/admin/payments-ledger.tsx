"use client";

import { Alert, Anchor, Badge, Card, Stack, Table, Text } from "@mantine/core";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import type { ComponentProps } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { SectionTable } from "@/components/ui/section-table";
import { PAYMENT_METHOD_LABELS } from "@/config/orders";
import { BILLING_DOCUMENT_KIND_LABELS } from "@/config/payments-ledger";
import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { LedgerEntry, LedgerPage, MonthTotal } from "@/lib/billing/ledger";
import { formatMoney } from "@/lib/pricing/format";
import { formatDay } from "@/lib/site/format-date";

import {
  changedParams,
  choicesOf,
  ListFilterBar,
  ListPages,
  type FilterChoice,
} from "./list-controls";

/** The ledger's filters, as the URL names them. */
const FILTERS = ["from", "to", "method", "kind"] as const;

const CHOICES: readonly FilterChoice[] = [
  { name: "method", label: "Method", data: choicesOf(PAYMENT_METHOD_LABELS), w: 160 },
  { name: "kind", label: "Kind", data: choicesOf(BILLING_DOCUMENT_KIND_LABELS), w: 160 },
];

/** The days the money moved. */
const DAYS = [
  { name: "from", label: "Paid from" },
  { name: "to", label: "Paid to" },
] as const;

/** "2026-03" → "March 2026". */
const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * `/admin/payments` (product.md §7.2): the payments ledger the server read for the URL's
 * filters. A filter changes the URL, and the server reads the ledger again.
 */
export function PaymentsLedger({
  filters,
  ledger,
  problem,
}: {
  filters: Record<string, string>;
  ledger: LedgerPage | null;
  /** Why the filters were refused, if they were. */
  problem: string | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = new URLSearchParams(filters);
  const go = (changes: Record<string, string | null>) => {
    const next = changedParams(params, changes);
    router.push(next.size > 0 ? `${pathname}?${next}` : pathname);
  };
  const filtered = FILTERS.some((name) => params.has(name));
  const exportQuery = new URLSearchParams(
    FILTERS.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])),
  );

  return (
    <Stack gap="md">
      <ListFilterBar
        choices={CHOICES}
        days={DAYS}
        params={params}
        onChange={(name, value) => go({ [name]: value })}
        filtered={filtered}
        onClear={() => go(Object.fromEntries(FILTERS.map((name) => [name, null])))}
        exportHref={hrefOf(routes.admin.payments.export, {}, exportQuery)}
        exportFileName="payments.csv"
      />

      {problem ? (
        <Alert color="red" title="These filters cannot be applied" role="alert">
          {problem}
        </Alert>
      ) : ledger && ledger.total_items === 0 ? (
        <EmptyState
          title={filtered ? "No payments match these filters." : "No payments yet."}
          text="An invoice is issued for every payment, a credit note for every refund."
        />
      ) : ledger ? (
        <>
          <MonthTotals ledger={ledger} />
          <Entries ledger={ledger} />
          <ListPages
            count={ledger.total_items === 1 ? "1 document" : `${ledger.total_items} documents`}
            page={ledger.page}
            pageSize={ledger.page_size}
            totalItems={ledger.total_items}
            onChange={(page) => go({ page: String(page) })}
          />
        </>
      ) : null}
    </Stack>
  );
}

/** What each month took and gave back, and the sums, per currency. */
function MonthTotals({ ledger }: { ledger: LedgerPage }) {
  const row = (label: string, total: Omit<MonthTotal, "month">, strong = false) => (
    <Table.Tr key={`${label}-${total.currency}`} fw={strong ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{formatMoney(total.invoiced, total.currency)}</Table.Td>
      <Table.Td ta="right">{formatMoney(-total.credited, total.currency)}</Table.Td>
      <Table.Td ta="right">{formatMoney(total.net, total.currency)}</Table.Td>
      <Table.Td ta="right">{total.documents}</Table.Td>
    </Table.Tr>
  );
  return (
    <CardTable
      title="Totals per month"
      columns={MONTH_COLUMNS}
      minWidth={{ narrow: 360, wide: 480 }}
    >
      {ledger.months.map((month) => row(monthName(month.month), month))}
      {ledger.totals.map((total) => row("All shown", total, true))}
    </CardTable>
  );
}

const MONTH_COLUMNS = [
  "Month",
  { label: "Invoiced", right: true },
  { label: "Credited", right: true },
  { label: "Net", right: true },
  { label: "Documents", right: true },
] as const;

const ENTRY_COLUMNS = [
  "Date",
  "Number",
  { label: "Submission", wide: true },
  { label: "Customer", wide: true },
  { label: "Method", wide: true },
  { label: "Reference", wide: true },
  { label: "Amount", right: true },
] as const;

/** A page of the invoices and credit notes, newest money first. */
function Entries({ ledger }: { ledger: LedgerPage }) {
  return (
    <CardTable
      title="Invoices and credit notes"
      columns={ENTRY_COLUMNS}
      minWidth={{ narrow: 340, wide: 960 }}
    >
      {ledger.entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} />
      ))}
    </CardTable>
  );
}

/** A titled table in a card of its own. */
const CardTable = (props: ComponentProps<typeof SectionTable>) => (
  <Card withBorder>
    <SectionTable {...props} />
  </Card>
);

/** A reference or e-mail address breaks anywhere rather than widen its column. */
const WRAP_ANYWHERE = { overflowWrap: "anywhere" } as const;

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const credit = entry.kind === "credit_note";
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(entry.paid_on)}</Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
          {entry.number}
        </Text>
        <Badge size="xs" variant="light" color={credit ? "orange" : "teal"}>
          {BILLING_DOCUMENT_KIND_LABELS[entry.kind]}
        </Badge>
        {entry.invoice_number ? (
          <Text size="xs" c="dimmed">
            of {entry.invoice_number}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Anchor component={Link} href={`/admin/submission/${entry.submission_id}`} size="sm">
          {entry.title || "Untitled quote"}
        </Anchor>
        <Text size="xs" c="dimmed" ff="monospace">
          {entry.order_number}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={WRAP_ANYWHERE}>
        <Text size="sm">{entry.customer}</Text>
        {entry.customer_email ? (
          <Text size="xs" c="dimmed">
            {entry.customer_email}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="sm">{PAYMENT_METHOD_LABELS[entry.method]}</Table.Td>
      <Table.Td visibleFrom="sm" style={WRAP_ANYWHERE}>
        <Text size="xs" ff="monospace">
          {entry.reference ?? "—"}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }} c={credit ? "red" : undefined}>
        {formatMoney(entry.amount, entry.currency)}
      </Table.Td>
    </Table.Tr>
  );
}
