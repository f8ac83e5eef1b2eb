import { Badge, Group, Progress, Text, Tooltip, VisuallyHidden } from "@mantine/core";

import { STATUS_CODES, type StatusCode } from "@/lib/clearance/model";

import { riskColor } from "./format";

/** The risk pre-score as a short coloured bar with its number. */
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
export function StatusCodeBadge({ code }: { code: StatusCode }) {
  return (
    <Tooltip label={STATUS_CODES[code]}>
      <Badge variant="outline" color="gray" radius="sm">
        {code}
        <VisuallyHidden>: {STATUS_CODES[code]}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
