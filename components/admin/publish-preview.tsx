"use client";

import {
  Alert,
  type AlertProps,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconFileTypePdf } from "@tabler/icons-react";

import { messageOf } from "@/lib/api-client/fetch";
import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { ReportPreview } from "@/lib/reports/preview";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** "“A”, “B” and 7 more": the first few the API named, and how many it did not. */
function namedOf({ count, first }: ReportPreview["finding_missing"]) {
  const named = first.map(({ text }) => `“${text}”`).join(", ");
  return count > first.length ? `${named} and ${count - first.length} more` : named;
}

/** An alert listing the API's sentences, one a line; nothing when there are none. */
function Sentences({
  sentences,
  ...alert
}: { sentences: string[] } & Pick<AlertProps, "color" | "icon" | "title">) {
  if (sentences.length === 0) return null;
  return (
    <Alert {...alert}>
      <List size="sm">
        {sentences.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Publishing's confirmation (docs/product.md §13): the version it would make, its figures, what
 * would keep it from publishing, and the exact PDF marked as a draft. Publishing stays one call,
 * made by `onConfirm`.
 */
export function PublishPreview({
  submissionId: id,
  busy,
  onConfirm,
  onClose,
}: {
  submissionId: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // Read afresh each time it opens: the items may have changed since.
  const { data, error, isLoading } = useResource(
    routes.admin.report.preview,
    { id },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  const refused = (data?.refusals.length ?? 0) > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={data ? `Publish version ${data.version}?` : "Publish the report?"}
    >
      <Stack gap="md">
        {isLoading ? <Loader size="sm" aria-label="Preparing the preview" /> : null}
        {error ? (
          <Alert color="red" title="No preview">
            {messageOf(error)}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Text size="sm">
              {`${plural(data.items, "item")}, ${data.attention} to change or seek permission for (C, RC, PR)`}
              {data.carried_forward ? `, ${data.carried_forward} carried forward unchanged` : ""}.
              The customer is e-mailed once it is published; a published version cannot be changed,
              only followed by another.
            </Text>
            <Group gap="xs" aria-label="Items by code" role="list">
              {data.by_code.map(({ code, label, count }) => (
                <Badge key={code} variant="light" role="listitem" title={label}>
                  {`${code} · ${count}`}
                </Badge>
              ))}
            </Group>
            {data.finding_missing.count > 0 ? (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Findings missing">
                {`${plural(data.finding_missing.count, "item")} without a finding (${namedOf(data.finding_missing)}): the draft says “No finding recorded.” for each. The workbench's “Finding missing” filter lists them.`}
              </Alert>
            ) : null}
            <Sentences
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title="Before you publish"
              sentences={data.warnings}
            />
            <Sentences color="red" title="Publishing would be refused" sentences={data.refusals} />
            <Group>
              <Button
                component="a"
                href={hrefOf(routes.admin.report.previewPdf, { id })}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
              >
                Open the draft PDF
              </Button>
              <Text size="xs" c="dimmed">
                Exactly what is published, marked “DRAFT — not published” on every page.
              </Text>
            </Group>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={!data || refused}>
            Confirm publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
