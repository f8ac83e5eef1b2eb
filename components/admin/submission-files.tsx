"use client";

import { Button, Card, Table, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";

import { PageCount } from "@/components/submissions/page-count";
import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import { SectionTable } from "@/components/ui/section-table";
import { SCRIPT_FORMAT_LABELS } from "@/config/submissions";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { formatDateTime } from "@/lib/site/format-date";
import type { ScriptView } from "@/lib/submissions/views";

const READING_STATES: Record<ScriptView["status"], string> = {
  queued: "Waiting to be read",
  parsing: "Being read",
  parsed: "Read",
  failed: "Could not be read",
};

/** Every version of the submission's script, each opened through a short-lived signed link. */
export function SubmissionFiles({
  submissionId,
  scripts,
}: {
  submissionId: string;
  scripts: ScriptView[];
}) {
  const open = useOpenInNewTab();
  return (
    <Card withBorder padding="lg">
      <SectionTable
        title="Files"
        columns={["Script", "Version", "Format", "Pages", "Reading"]}
        withActions
        minWidth={560}
        empty={scripts.length === 0 ? "No script uploaded yet." : undefined}
      >
        {scripts.map((script) => (
          <Table.Tr key={script.id}>
            <Table.Td>
              {script.original_name}
              <Text size="xs" c="dimmed">
                Uploaded {formatDateTime(script.uploaded_at)}
              </Text>
            </Table.Td>
            <Table.Td>{script.version}</Table.Td>
            <Table.Td>{SCRIPT_FORMAT_LABELS[script.format]}</Table.Td>
            <Table.Td>
              {script.page_count !== null ? (
                <PageCount pages={script.page_count} exact={script.page_count_exact} />
              ) : (
                "—"
              )}
            </Table.Td>
            <Table.Td>
              {READING_STATES[script.status]}
              {script.error ? (
                <Text size="xs" c="red">
                  {script.error}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {/* A file that could not be read is not kept. */}
              {script.status === "failed" ? null : (
                <Button
                  variant="default"
                  size="compact-sm"
                  rightSection={<IconExternalLink size={14} />}
                  aria-label={`Open ${script.original_name}, version ${script.version}`}
                  onClick={() =>
                    open(
                      keyOf(
                        routes.admin.submission.scriptLink,
                        { id: submissionId },
                        { file: script.id },
                      ),
                    )
                  }
                >
                  Open
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </Card>
  );
}
