"use client";

import { Alert, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useRouter } from "next/navigation";

import { useMutation } from "@/components/api/use-mutation";
import { LinkButton } from "@/components/ui/link-button";
import { SectionTable } from "@/components/ui/section-table";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatDay } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { ProformaStatusBadge } from "./proforma-status-badge";

/** The submission's proformas, and a new one for a submission (or its revision) not paid yet. */
export function SubmissionProformas({ submission }: { submission: AdminSubmissionView }) {
  const router = useRouter();
  const { data } = useResource(
    routes.admin.proformas.list,
    {},
    { query: { submission: submission.correlation_id } },
  );
  const { run, busy, conflictDialog } = useMutation(routes.admin.proformas.create, {
    failure: "No proforma made",
  });
  // A revision waiting for its delta payment is billed like a first order.
  const unpaid = ["draft", "awaiting_payment", "revision_requested"].includes(submission.status);

  const create = async () => {
    const proforma = await run({}, { submission_id: submission.correlation_id });
    if (proforma) router.push(`/admin/proformas?open=${proforma.id}`);
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {conflictDialog}
        <SectionTable
          title="Proformas"
          columns={["Number", "Status", "Total", "Due", "Received"]}
          withActions
          minWidth={620}
          empty={data?.length === 0 ? "No proforma for this submission." : undefined}
        >
          {data?.map((proforma) => (
            <Table.Tr key={proforma.id}>
              <Table.Td ff="monospace">{proforma.number ?? "Draft"}</Table.Td>
              <Table.Td>
                <ProformaStatusBadge status={proforma.status} />
              </Table.Td>
              <Table.Td>{formatMoney(proforma.total, proforma.currency)}</Table.Td>
              <Table.Td>{proforma.due_date ? formatDay(proforma.due_date) : "—"}</Table.Td>
              <Table.Td>
                {proforma.received ? (
                  <>
                    {formatMoney(proforma.received.amount, proforma.currency)} on{" "}
                    {formatDay(proforma.received.on)}
                    <Text size="xs" c="dimmed">
                      Reference {proforma.received.reference}
                    </Text>
                  </>
                ) : (
                  "—"
                )}
              </Table.Td>
              <Table.Td>
                <LinkButton
                  href={`/admin/proformas?open=${proforma.id}`}
                  variant="light"
                  size="compact-sm"
                >
                  Open
                </LinkButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
        {data
          ?.filter((proforma) => proforma.difference_waits && proforma.difference)
          .map((proforma) => (
            <Alert key={proforma.id} color="orange" title="The payment differs from the proforma">
              {proforma.difference}. Open the proforma to mark it settled once it is dealt with.
            </Alert>
          ))}
        {unpaid ? (
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileInvoice size={16} />}
              loading={busy}
              onClick={() => void create()}
            >
              Make a proforma
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
