"use client";

import { Button, Card, Grid, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

import { AdminPageFallback } from "@/components/admin/admin-page-fallback";
import { useMutation } from "@/components/api/use-mutation";
import { PageHeading } from "@/components/layout/page-heading";
import { StatusBadge } from "@/components/submissions/status-badge";
import { FactsTable } from "@/components/ui/facts-table";
import { LinkButton } from "@/components/ui/link-button";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatDateTime, formatLongDay } from "@/lib/site/format-date";
import type { SubmissionView } from "@/lib/submissions/views";
import type { TitleClearanceView } from "@/lib/title-clearance/views";

import { AddTitleForm } from "./add-title-form";
import { FoundTitles } from "./found-titles";
import { OpinionCard } from "./opinion-card";
import { VerdictCard } from "./verdict-card";

/**
 * The researcher's title search (clearance-domain.md §2.7): what is searched, the similar
 * titles found or added with a note each, the verdict and the attorney's opinion.
 */
export function TitleClearanceWorkspace({ id }: { id: string }) {
  const { data, error, mutate } = useResource(routes.admin.titleClearance.get, { id });
  const show = (view: TitleClearanceView) => void mutate(view, { revalidate: false });
  const reload = () => void mutate();

  if (!data) {
    return (
      <AdminPageFallback
        error={error}
        title="Title clearance"
        notFoundTitle="No title clearance here"
        loadingLabel="Loading the title search"
      />
    );
  }
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={`Title clearance: ${data.submission.title || "Untitled"}`}
          description={
            data.submission.due_date
              ? `Report due by ${formatLongDay(data.submission.due_date)}.`
              : undefined
          }
        />
        <Group gap="xs">
          <StatusBadge status={data.submission.status as SubmissionView["status"]} />
          <LinkButton href={`/admin/submission/${id}`} variant="default" size="xs">
            Submission
          </LinkButton>
        </Group>
      </Group>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SearchScope id={id} data={data} onChanged={show} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <VerdictCard
              key={data.search.version}
              id={id}
              search={data.search}
              onSaved={show}
              onStale={reload}
            />
          </Grid.Col>
        </Grid>
        <FoundTitles id={id} matches={data.matches} onChanged={show} onStale={reload} />
        <AddTitleForm id={id} onAdded={show} />
        <OpinionCard id={id} opinion={data.search.opinion} onChanged={show} />
      </Stack>
    </>
  );
}

/** The candidate titles, territory and media, and when the automatic search last ran. */
function SearchScope({
  id,
  data,
  onChanged,
}: {
  id: string;
  data: TitleClearanceView;
  onChanged: (view: TitleClearanceView) => void;
}) {
  const { run, busy, conflictDialog } = useMutation(routes.admin.titleClearance.search, {
    failure: "Search failed",
    success: "Searched the title lists again.",
  });
  const searchAgain = async () => {
    const view = await run({ id }, {});
    if (view) onChanged(view);
  };
  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="sm">
        {conflictDialog}
        <Title order={2} size="h4">
          What is searched
        </Title>
        <FactsTable
          rows={[
            [
              data.candidates.length > 1 ? "Candidate titles" : "Candidate title",
              data.candidates.length === 0 ? (
                <Text c="dimmed">No title given</Text>
              ) : (
                <List size="sm" spacing={2} aria-label="Candidate titles">
                  {data.candidates.map((title) => (
                    <List.Item key={title}>{title}</List.Item>
                  ))}
                </List>
              ),
            ],
            ["Territory", data.territory],
            ["Media", data.media],
            ["Project", data.submission.project_type ?? "Not given"],
          ]}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {data.search.searched_at
              ? `Title lists searched ${formatDateTime(data.search.searched_at)}.`
              : "Not searched yet."}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={busy}
            onClick={() => void searchAgain()}
          >
            Search again
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
