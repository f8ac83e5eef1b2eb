"use client";

import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";

import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import { FactsTable } from "@/components/ui/facts-table";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import {
  titleClearanceFacts,
  titleDetails,
  titleVerdictColor,
  titleVerdictLabel,
  whySimilar,
} from "@/lib/reports/title-layout";

/**
 * The title clearance of the latest report version on `/submission/{id}`, when the customer
 * ordered one (clearance-domain.md §2.7): the verdict, what was searched, the summary, the similar
 * titles and the attorney's opinion to download. Reads the report the results above read.
 */
export function TitleClearanceResults({ submissionId: id }: { submissionId: string }) {
  const { data } = useResource(routes.submissions.report.get, { id });
  const open = useOpenInNewTab();
  const title = data?.title_clearance;
  if (!data || !title) return null;
  const facts = titleClearanceFacts(title).filter(([label]) => label !== "Verdict");
  const opinion = title.opinion;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Title clearance">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Title clearance
            </Title>
            <Text size="sm" c="dimmed">
              Part of report version {data.version}
            </Text>
          </div>
          <Badge size="lg" variant="light" color={titleVerdictColor(title.verdict)}>
            {titleVerdictLabel(title.verdict)}
          </Badge>
        </Group>
        <FactsTable
          rows={facts.map(([label, value]): [string, ReactNode] =>
            label === "Attorney opinion" && opinion
              ? [
                  label,
                  <Button
                    key={label}
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    // A long file name is cut rather than pushing the card wider than a phone.
                    maw="100%"
                    title={opinion.name}
                    onClick={() =>
                      open(
                        keyOf(routes.submissions.report.file, {
                          id,
                          version: String(data.version),
                          format: "opinion",
                        }),
                      )
                    }
                  >
                    {opinion.name}
                  </Button>,
                ]
              : [label, value],
          )}
        />
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {title.summary || "No summary was written."}
        </Text>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Similar or conflicting titles found ({title.titles.length})
          </Text>
          {title.titles.length === 0 ? (
            <Text size="sm" c="dimmed">
              No similar title was found in the sources searched.
            </Text>
          ) : (
            title.titles.map((found) => (
              <Paper
                key={`${found.medium}:${found.title}`}
                withBorder
                p="xs"
                component="article"
                aria-label={found.title}
              >
                <Text size="sm" fw={500}>
                  {found.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {titleDetails(found)}
                </Text>
                <Text size="xs" mt={4}>
                  {whySimilar(found)}
                </Text>
              </Paper>
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
