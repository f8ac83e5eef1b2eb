import { Badge, Tooltip } from "@mantine/core";

import { ATTENTION_KINDS, type AttentionKind } from "@/config/attention";

/** Something the customer did waits for this admin (product.md §14); the tooltip says what. */
export function NeedsYouBadge({ waiting }: { waiting: AttentionKind[] }) {
  const what = waiting.map((kind) => ATTENTION_KINDS[kind].label).join(", ");
  return (
    <Tooltip label={what}>
      <Badge
        size="sm"
        color="red"
        variant="filled"
        ml={6}
        miw="max-content"
        aria-label={`Needs you: ${what}`}
      >
        Needs you
      </Badge>
    </Tooltip>
  );
}
