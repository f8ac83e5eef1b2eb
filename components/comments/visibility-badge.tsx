import { Badge } from "@mantine/core";
import { IconEye, IconLock } from "@tabler/icons-react";

import type { CommentVisibility } from "@/lib/comments/rules";

export const VISIBILITY_LABELS: Record<CommentVisibility, string> = {
  internal: "Internal",
  customer: "Visible to customer",
};

/** Whether the customer sees a comment: light grey "Internal" with a lock, solid blue with an eye. */
export function VisibilityBadge({ visibility }: { visibility: CommentVisibility }) {
  const internal = visibility === "internal";
  const Icon = internal ? IconLock : IconEye;
  return (
    <Badge
      variant={internal ? "light" : "filled"}
      color={internal ? "gray" : "blue"}
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {VISIBILITY_LABELS[visibility]}
    </Badge>
  );
}
