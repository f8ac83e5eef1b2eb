"use client";

import { Alert, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { LinkButton } from "@/components/ui/link-button";
import { SectionTable } from "@/components/ui/section-table";
import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import type { ProformaView } from "@/lib/proformas/read";
import { formatDay } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { ProformaStatusBadge } from "./proforma-status-badge";

/** The submission's proformas, and a new one for a submission (or its revision) not paid yet. */
export function SubmissionProformas({ submission }: { submission: AdminSubmissionView }) {
  const router = useRouter();
  const { data } = useApi<ProformaView[]>(
    `/admin/proformas?submission=${submission.correlation_id}`,
  );
  const [busy, setBusy] = useState(false);
  // A revision waiting for its delta payment is billed like a first order.
  const unpaid = ["draft", "awaiting_payment", "revision_requested"].includes(submission.status);

  const create = async () => {
    setBusy(true);
    try {
      const proforma = await api.post<ProformaView>("/admin/proformas", {
        submission_id: submission.correlation_id,
      });
      router.push(`/admin/proformas?open=${proforma.id}`);
    } catch (error) {
      setBusy(false);
      notifications.show({ color: "red", title: "No proforma made", message: messageOf(error) });
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
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
