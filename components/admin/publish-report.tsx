"use client";

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import Link from "next/link";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { ReportDownloads } from "@/components/reports/report-results";
import { ITEM_DECISIONS } from "@/config/reports";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatDateTime } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { PublishPreview } from "./publish-preview";

/**
 * The report on `/admin/submission/{id}` (product.md §13): publishing the next version after its preview
 * (refused while items are open or nothing changed), every version's PDF and XLSX, and the
 * customer's decisions.
 */
export function PublishReport({
  submission,
  onPublished,
}: {
  submission: AdminSubmissionView;
  onPublished: () => void;
}) {
  const id = submission.correlation_id;
  const versions = useResource(routes.admin.report.versions, { id });
  const published = (versions.data?.versions.length ?? 0) > 0;
  const report = useResource(routes.admin.report.get, published ? { id } : null);
  const { run, busy, conflictDialog } = useMutation(routes.admin.report.publish, {
    failure: "Not published",
    success: ({ version }) => `Version ${version} published; the customer is being e-mailed.`,
  });
  const [previewing, setPreviewing] = useState(false);

  const publish = async () => {
    if (!(await run({ id }, {}))) return;
    setPreviewing(false);
    await Promise.all([versions.mutate(), report.mutate()]);
    onPublished();
  };

  const signedOff = submission.review?.outcome === "signed_off";
  const canPublish =
    submission.status === "in_research" ||
    submission.status === "delivered" ||
    (submission.status === "in_review" && signedOff);
  const decided = report.data?.items.filter((item) => item.decision) ?? [];
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        {conflictDialog}
        <Group justify="space-between">
          <Title order={2} size="h4">
            Report
          </Title>
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => setPreviewing(true)}
            disabled={!canPublish}
          >
            {published ? "Publish a new version…" : "Publish report…"}
          </Button>
        </Group>
        {submission.title_verdict === "pending" ? (
          <Alert color="yellow" title="Title clearance not done">
            The customer ordered a title clearance and its verdict is not decided: the report cannot
            be published without it.{" "}
            <Anchor component={Link} href={`/title-clearance/${submission.correlation_id}`}>
              Open the title clearance
            </Anchor>
          </Alert>
        ) : null}
        {previewing ? (
          <PublishPreview
            submissionId={id}
            busy={busy}
            onConfirm={() => void publish()}
            onClose={() => setPreviewing(false)}
          />
        ) : null}
        {!canPublish ? (
          <Text size="sm" c="dimmed">
            {submission.status === "in_review"
              ? "The results are in review: a second admin signs them off before publishing."
              : "A report can be published once the submission is in research."}
          </Text>
        ) : null}
        {versions.data?.versions.map((version) => (
          <Group key={version.version} justify="space-between">
            <Text size="sm">
              Version {version.version} · {formatDateTime(version.published_at)} · {version.items}{" "}
              items
            </Text>
            <ReportDownloads route={routes.admin.report.file} submissionId={id} version={version} />
          </Group>
        ))}
        {published && versions.data ? (
          <Text size="sm" fw={500}>
            Customer decisions: {decided.length} of {report.data?.items.length ?? "…"} items
          </Text>
        ) : null}
        {decided.length > 0 ? (
          <Table aria-label="Customer decisions">
            <Table.Tbody>
              {decided.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.text}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{ITEM_DECISIONS[item.decision!.decision]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{item.decision!.note}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
