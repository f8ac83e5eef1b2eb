"use client";

import { Alert, Box, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconDownload, IconShare } from "@tabler/icons-react";
import { useMemo } from "react";

import { ReportChangesSection } from "@/components/reports/report-changes";
import { ReportHeading } from "@/components/reports/report-heading";
import { ItemCardHead, ItemFinding } from "@/components/reports/report-items";
import { ActionItemsSummary } from "@/components/reports/report-summary";
import { useLive } from "@/components/ui/use-live";
import { FIRST_ITEMS } from "@/lib/reports/customer-page";
import { pagesOf, scenesOf, sectionsOf } from "@/lib/reports/layout";
import type { SharedReportView } from "@/lib/share-links/access";
import { formatLongDay } from "@/lib/site/format-date";

import classes from "./shared-report.module.css";

/** Who the report was shared with, by whom, until when. */
export function sharedWithLine(report: SharedReportView) {
  const organisation = report.recipient_organisation ? ` (${report.recipient_organisation})` : "";
  return `Shared with ${report.recipient_name}${organisation} by ${report.shared_by} — expires ${formatLongDay(report.expires_at)}`;
}

/**
 * The report a share link opens (product.md §15): read only (no decisions, no conversation),
 * under a watermark of its recipient's name and the day that covers the page and takes no clicks.
 */
export function SharedReport({ token, report }: { token: string; report: SharedReportView }) {
  const { snapshot } = report;
  const sections = useMemo(() => sectionsOf(snapshot), [snapshot]);
  // The customer's list's shape, without the decisions a shared report never shows.
  const listed = useMemo(
    () =>
      sections.flatMap((section) =>
        section.items.map((numbered) => ({
          ...numbered,
          label: section.label,
          decision: null,
          decision_history: [],
        })),
      ),
    [sections],
  );
  // The first items come in the server's HTML, as on the customer's page; the rest once live.
  const live = useLive();
  return (
    <>
      <Box aria-hidden className={classes.watermark} data-watermark={report.watermark}>
        {Array.from({ length: 160 }, (_, index) => (
          <span key={index}>{report.watermark}</span>
        ))}
      </Box>
      <Stack gap="lg">
        <Alert color="blue" icon={<IconShare size={18} />} title="A shared clearance report">
          {sharedWithLine(report)}. Read only: every opening and download is recorded.
        </Alert>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <ReportHeading
                order={1}
                title={`${snapshot.cover.title || "Clearance report"}, version ${report.version}`}
                cover={snapshot.cover}
                publishedAt={report.published_at}
                items={snapshot.items.length}
              />
              <Group gap="xs">
                {report.downloads.map(({ format, label }) => (
                  <Button
                    key={format}
                    component="a"
                    href={`/share/${token}/download/${format}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
            </Group>
            <ActionItemsSummary sections={sections} complete={live} />
            {snapshot.changes ? <ReportChangesSection changes={snapshot.changes} /> : null}
            <Stack gap="sm">
              {(live ? listed : listed.slice(0, FIRST_ITEMS)).map((item) => (
                <Card
                  key={item.id}
                  component="article"
                  withBorder
                  padding="sm"
                  id={`item-${item.id}`}
                  className={classes.item}
                >
                  <Stack gap={6}>
                    <ItemCardHead item={item} />
                    <Text size="sm">
                      Page {pagesOf(item)} · Sc. {scenesOf(item)}
                    </Text>
                    <ItemFinding item={item} />
                  </Stack>
                </Card>
              ))}
            </Stack>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
