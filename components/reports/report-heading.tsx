import { Text, Title, type TitleOrder } from "@mantine/core";

import { versionOrdersLine } from "@/lib/reports/changes-layout";
import { reportNumberOf } from "@/lib/reports/report-number";
import type { ReportCover } from "@/lib/reports/snapshot";
import { formatLongDay } from "@/lib/site/format-date";

/**
 * A published report's heading and byline (product.md §13): its number, day, draft and items, the
 * orders of its versions and who researched it. The customer's page and a share link show the same.
 */
export function ReportHeading({
  title,
  order,
  cover,
  publishedAt,
  items,
}: {
  title: string;
  order: TitleOrder;
  cover: ReportCover;
  publishedAt: string;
  items: number;
}) {
  return (
    <div>
      <Title order={order} size={order === 1 ? "h3" : "h4"}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        Report {reportNumberOf(cover)} · published {formatLongDay(publishedAt)} · draft version{" "}
        {cover.draft.version} · {items} items
      </Text>
      <Text size="sm" c="dimmed">
        Orders: {versionOrdersLine(cover)}
      </Text>
      <Text size="sm" c="dimmed">
        Researched by {cover.researcher}
        {cover.reviewer ? `; reviewed by ${cover.reviewer}` : null}
      </Text>
    </div>
  );
}
