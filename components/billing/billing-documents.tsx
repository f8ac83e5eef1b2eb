"use client";

import { Badge, Button, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

import { SectionTable } from "@/components/ui/section-table";
import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { BillingDocumentView } from "@/lib/billing/read";
import { formatMoney } from "@/lib/pricing/format";
import { formatDay } from "@/lib/site/format-date";

type Documents = { documents: BillingDocumentView[] };

/** Whether a document's PDF is still being made: the list asks again until it is stored. */
const preparing = (data: Documents | undefined) =>
  Boolean(data?.documents.some((document) => !document.has_pdf));

/**
 * Final invoices and credit notes with their downloads (product.md §7): a submission's on its
 * page and the admin's (`submissionId`), or every one of the customer's in the Billing section
 * of `/profile`.
 */
export function BillingDocuments({
  audience,
  submissionId,
  title = "Invoices and credit notes",
  withProject = false,
  empty,
}: {
  /** Whose routes list them: the admin's, or the customer's own. */
  audience: "admin" | "customer";
  submissionId?: string;
  title?: string;
  /** A column with each document's project, where they are of many submissions. */
  withProject?: boolean;
  /** Shown when there is none yet; without it, nothing is shown then. */
  empty?: string;
}) {
  const list =
    audience === "admin"
      ? routes.admin.submission.billingDocuments
      : submissionId
        ? routes.submissions.billingDocuments
        : routes.user.billingDocuments;
  const pdf = audience === "admin" ? routes.admin.billingDocuments.pdf : routes.user.billingDocumentPdf;
  const { data } = useResource(list, submissionId ? { id: submissionId } : {}, {
    refreshInterval: (latest) => (preparing(latest) ? 2000 : 0),
  });
  if (!data || (data.documents.length === 0 && !empty)) return null;
  return (
    <SectionTable
      title={title}
      columns={["Number", "Date", ...(withProject ? ["Project"] : []), "Total"]}
      withActions
      minWidth={withProject ? 560 : 380}
      empty={data.documents.length === 0 ? empty : undefined}
    >
      {data.documents.map((document) => (
        <Table.Tr key={document.id}>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {document.number}
            </Text>
            {document.kind === "credit_note" ? (
              <Badge size="xs" color="orange" variant="light">
                Credit note{document.credits ? ` for ${document.credits}` : ""}
              </Badge>
            ) : null}
          </Table.Td>
          <Table.Td>{formatDay(document.issue_date)}</Table.Td>
          {withProject ? <Table.Td>{document.title}</Table.Td> : null}
          <Table.Td>
            {document.kind === "credit_note" ? "−" : ""}
            {formatMoney(document.total, document.currency)}
          </Table.Td>
          <Table.Td>
            {document.has_pdf ? (
              <Button
                component="a"
                href={hrefOf(pdf, { id: document.id })}
                variant="default"
                size="compact-sm"
                leftSection={<IconDownload size={14} />}
                aria-label={`Download ${document.number}`}
              >
                Download
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Preparing…
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </SectionTable>
  );
}
