"use client";

import { Button, Group, Modal, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { PageHeading } from "@/components/layout/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { ListTable } from "@/components/ui/list-table";
import { Loaded } from "@/components/ui/loaded";
import { PROFORMA_STATUSES } from "@/config/invoicing";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import type { ProformaView } from "@/lib/proformas/read";
import { formatDate, formatDay } from "@/lib/site/format-date";

import { ProformaEditor } from "./proforma-editor";
import { ProformaStatusBadge } from "./proforma-status-badge";

const STATUS_OPTIONS = Object.entries(PROFORMA_STATUSES).map(([value, { label }]) => ({
  value,
  label,
}));

/** `/admin/proformas` (product.md §7): customers' requests and issued proformas, newest first. */
export function ProformaAdmin() {
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const filtered = Boolean(status || q);
  const { data, error, mutate } = useResource(
    routes.admin.proformas.list,
    {},
    { query: { status: status ?? undefined, q }, keepPreviousData: true },
  );
  // `?open=` comes from a submission's admin page: that proforma opens at once.
  const router = useRouter();
  const [open, setOpen] = useState(useSearchParams().get("open") ?? undefined);
  const close = () => {
    setOpen(undefined);
    router.replace("/admin/proformas", { scroll: false });
  };
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title="Proformas"
          description="Proforma invoices for payment by bank transfer: customers' requests first to issue."
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New proforma
        </Button>
      </Group>
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
          clearable
          w={180}
        />
        <TextInput
          label="Search"
          placeholder="Number, order, title or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
      </Group>
      <Loaded
        data={data}
        error={error}
        onRetry={() => void mutate()}
        what="the proformas"
        isEmpty={(proformas) => proformas.length === 0}
        empty={
          <EmptyState
            title={filtered ? "No proformas match" : "No proformas yet"}
            text={
              filtered
                ? "Try another status or search."
                : "Customers ask for one on their summary page; you can also make one for any submission."
            }
          />
        }
      >
        {(data) => (
          <ListTable
            columns={["Number", "Submission", "Customer", "Total", "Status", "Due"]}
            withActions
            minWidth={860}
          >
            {data.map((proforma) => (
              <Table.Tr key={proforma.id}>
                <Table.Td>
                  <Text fw={600} ff="monospace" size="sm">
                    {proforma.number ?? "Draft"}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {proforma.requested_by === "customer" ? "Requested" : "Made"}{" "}
                    {formatDate(proforma.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {proforma.submission_id ? (
                    <Link href={`/admin/submission/${proforma.submission_id}`}>
                      {proforma.title}
                    </Link>
                  ) : (
                    proforma.title
                  )}
                  <Text size="xs" c="dimmed">
                    {proforma.order_number}
                  </Text>
                </Table.Td>
                <Table.Td>{proforma.customer_email}</Table.Td>
                <Table.Td>{formatMoney(proforma.total, proforma.currency)}</Table.Td>
                <Table.Td>
                  <ProformaStatusBadge status={proforma.status} />
                </Table.Td>
                <Table.Td>{proforma.due_date ? formatDay(proforma.due_date) : "—"}</Table.Td>
                <Table.Td>
                  <Button
                    variant="light"
                    size="compact-sm"
                    onClick={() => setOpen(proforma.id)}
                    aria-label={`Open ${proforma.number ?? `the draft for ${proforma.title}`}`}
                  >
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Loaded>
      <ProformaEditor id={open} onClose={close} onChange={() => void mutate()} />
      <NewProforma
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(proforma) => {
          setCreating(false);
          void mutate();
          setOpen(proforma.id);
        }}
      />
    </>
  );
}

/** A draft proforma for a submission named by its id (from its admin page's address). */
function NewProforma({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (proforma: ProformaView) => void;
}) {
  const [submissionId, setSubmissionId] = useState("");
  const [problem, setProblem] = useState<string>();
  const { run, busy, conflictDialog } = useMutation(routes.admin.proformas.create, {
    failure: "No proforma made",
    success: "Draft proforma created.",
    // The sentence goes under the one field.
    showsError: (error) => {
      setProblem(messageOf(error));
      return true;
    },
  });
  const create = async () => {
    setProblem(undefined);
    const proforma = await run({}, { submission_id: submissionId.trim() });
    if (!proforma) return;
    setSubmissionId("");
    onCreated(proforma);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="New proforma">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack>
          {conflictDialog}
          <Text size="sm" c="dimmed">
            A draft submission, or a revision waiting for its delta payment, is ordered for its
            customer by bank transfer; its lines come from the quote. You can edit them before
            issuing.
          </Text>
          <TextInput
            label="Submission ID"
            description="The last part of the submission's admin page address."
            placeholder="e.g. 3f2b…"
            value={submissionId}
            onChange={(event) => setSubmissionId(event.currentTarget.value)}
            error={problem}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
