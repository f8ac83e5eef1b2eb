import { Group, Mark, Stack, Text, Title, VisuallyHidden } from "@mantine/core";

import type { Occurrence } from "@/lib/first-pass/model";
import type { ClearanceItemView } from "@/lib/research/views";

import { highlightIn } from "./format";

/** How a signal's effect on the risk reads: up in red, down in green, information in grey. */
const SIGNAL_LOOK = {
  raises: { arrow: "↑", color: "red" },
  lowers: { arrow: "↓", color: "teal" },
  neutral: { arrow: "·", color: "dimmed" },
} as const;

/** Why the first pass flagged an item: each signal with its effect on the risk. */
export function ItemSignals({ signals }: { signals: ClearanceItemView["signals"] }) {
  return (
    <section>
      <Title order={3} size="h6" mb={4}>
        Why it was flagged
      </Title>
      {signals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No particular signal: flagged for its category.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          aria-label="Signals"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {signals.map((signal) => {
            const size = Number(Math.abs(signal.weight).toFixed(2));
            const effect = size === 0 ? "neutral" : signal.weight > 0 ? "raises" : "lowers";
            return (
              <Group key={signal.detail} gap="xs" wrap="nowrap" component="li">
                <Text size="sm" fw={700} c={SIGNAL_LOOK[effect].color} w={52} aria-hidden>
                  {SIGNAL_LOOK[effect].arrow} {size}
                </Text>
                <VisuallyHidden>
                  {effect === "neutral"
                    ? "For information:"
                    : `${effect === "raises" ? "Raises" : "Lowers"} the risk by ${size}:`}
                </VisuallyHidden>
                <Text size="sm">{signal.detail}</Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

/** The occurrence's context with the occurrence itself marked. */
export function Snippet({
  occurrence,
}: {
  occurrence: Pick<Occurrence, "snippet" | "text" | "start">;
}) {
  const found = highlightIn(occurrence);
  if (!found) return <>{occurrence.snippet}</>;
  return (
    <>
      {found.before}
      <Mark>{found.match}</Mark>
      {found.after}
    </>
  );
}
