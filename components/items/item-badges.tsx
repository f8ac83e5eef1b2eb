import { Badge, Group, Progress, Text, Tooltip, VisuallyHidden } from "@mantine/core";

import { VERDICT_LABELS, type VerdictCode } from "@/config/verdict-codes";

import { riskColor } from "./format";

/** The risk pre-score as a short colored bar with its number. */
export function RiskMeter({ risk }: { risk: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Progress
        value={risk}
        color={riskColor(risk)}
        size="sm"
        w={56}
        aria-label={`Risk ${risk} of 100`}
      />
      <Text size="xs" c="dimmed" aria-hidden>
        {risk}
      </Text>
    </Group>
  );
}

/** A results-table status code; its meaning in a tooltip, and spelled out for screen readers. */
export function StatusCodeBadge({ code }: { code: VerdictCode }) {
  return (
    <Tooltip label={VERDICT_LABELS[code]}>
      {/* Never narrower than its code, beside a long name or page list on a phone. */}
      <Badge variant="outline" color="gray" radius="sm" style={{ flexShrink: 0 }}>
        {code}
        <VisuallyHidden>: {VERDICT_LABELS[code]}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
