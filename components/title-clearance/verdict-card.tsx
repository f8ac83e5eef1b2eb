"use client";

import { Button, Card, Group, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import {
  TITLE_CLEARANCE_LIMITS,
  TITLE_VERDICT_OPTIONS,
  type TitleVerdict,
} from "@/config/title-clearance";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { formatDateTime } from "@/lib/site/format-date";
import type { TitleClearanceView, TitleSearchView } from "@/lib/title-clearance/views";


/**
 * The summary verdict and its explanation, saved on request. The save names the version it
 * started from; if someone saved meanwhile the page shows theirs (the card is keyed on it).
 */
export function VerdictCard({
  id,
  search,
  onSaved,
  onStale,
}: {
  id: string;
  search: TitleSearchView;
  onSaved: (view: TitleClearanceView) => void;
  onStale: () => void;
}) {
  const [verdict, setVerdict] = useState<TitleVerdict>(search.verdict);
  const [summary, setSummary] = useState(search.summary);
  const [summaryError, setSummaryError] = useState<string>();
  const { run, busy: saving, conflictDialog } = useMutation(routes.admin.titleClearance.save, {
    failure: "Verdict not saved",
    success: "Verdict saved.",
    onConflict: onStale,
    // A refusal of the summary also goes under it.
    showsError: (error) => {
      if (error.field === "summary") setSummaryError(messageOf(error));
      return false;
    },
  });
  const changed = verdict !== search.verdict || summary.trim() !== search.summary;

  const save = async () => {
    setSummaryError(undefined);
    const view = await run({ id }, { verdict, summary, version: search.version });
    if (view) onSaved(view);
  };

  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="sm">
        {conflictDialog}
        <Title order={2} size="h4">
          Verdict
        </Title>
        <Radio.Group
          label="Summary verdict"
          value={verdict}
          onChange={(value) => setVerdict(value as TitleVerdict)}
        >
          <Group gap="md" mt={6}>
            {TITLE_VERDICT_OPTIONS.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                color={option.color}
              />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Summary"
          description="What the search found and why the verdict follows from it."
          autosize
          minRows={3}
          maxLength={TITLE_CLEARANCE_LIMITS.summaryLength}
          value={summary}
          error={summaryError}
          onChange={(event) => setSummary(event.currentTarget.value)}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {search.updated_by
              ? `Last saved by ${search.updated_by}, ${formatDateTime(search.updated_at)}.`
              : "Not saved yet."}
          </Text>
          <Button loading={saving} disabled={!changed} onClick={() => void save()}>
            Save verdict
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
