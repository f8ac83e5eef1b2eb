"use client";

import { Badge, Group, Progress, Stack, Text, Tooltip } from "@mantine/core";

import { SlaBadge } from "@/components/admin/sla-badge";
import { ITEM_STATES, ITEM_STATE_VALUES } from "@/config/item-states";
import { VERDICT_CODES } from "@/config/verdict-codes";
import { slaOf } from "@/lib/orders/sla";
import type { ClearanceItemsView } from "@/lib/research/views";
import { formatDay } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

/**
 * Progress at a glance: items per state as one segmented bar with counts, items per
 * chosen code, and the submission's due date with its SLA badge.
 */
export function ProgressSummary({
  progress,
  submission,
  ready,
}: {
  progress: ClearanceItemsView["progress"];
  submission: Pick<AdminSubmissionView, "status" | "due_date">;
  ready: boolean;
}) {
  const { total, by_state, by_code } = progress;
  const sla = slaOf(submission.status, submission.due_date, new Date());
  const states = ITEM_STATE_VALUES.filter((state) => (by_state[state] ?? 0) > 0);
  const codes = [
    ...VERDICT_CODES.filter(({ code }) => (by_code[code] ?? 0) > 0).map(({ code, color }) => ({
      code,
      color,
      label: code,
    })),
    ...((by_code.none ?? 0) > 0 ? [{ code: "none", color: "gray", label: "No code" }] : []),
  ];
  return (
    <Stack gap="xs" data-testid="results-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {total} {total === 1 ? "item" : "items"}
          {ready ? " · every item is worked" : null}
          {progress.finding_missing > 0 ? (
            <Text span c="red" inherit>
              {` · ${progress.finding_missing} without a finding`}
            </Text>
          ) : null}
        </Text>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {submission.due_date ? `Due ${formatDay(submission.due_date)}` : "No due date yet"}
          </Text>
          {sla ? <SlaBadge sla={sla} /> : null}
        </Group>
      </Group>
      {total > 0 ? (
        <Progress.Root size="lg" aria-label="Share of items per state">
          {states.map((state) => {
            const count = by_state[state] ?? 0;
            const label = `${ITEM_STATES[state].label}: ${count}`;
            return (
              <Tooltip key={state} label={label}>
                <Progress.Section
                  value={(count / total) * 100}
                  color={ITEM_STATES[state].color}
                  aria-label={label}
                />
              </Tooltip>
            );
          })}
        </Progress.Root>
      ) : null}
      <Group gap={6} aria-label="Items per state" role="list">
        {states.map((state) => (
          <Badge key={state} role="listitem" variant="light" color={ITEM_STATES[state].color}>
            {ITEM_STATES[state].label} · {by_state[state]}
          </Badge>
        ))}
      </Group>
      <Group gap={6} aria-label="Items per code" role="list">
        {codes.map(({ code, color, label }) => (
          <Badge key={code} role="listitem" variant="outline" color={color}>
            {label} · {by_code[code]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
