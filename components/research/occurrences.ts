/** How an item's places read in one table cell: "4 · p. 3, 7–9 · sc. 2, 5". */
import type { Occurrence } from "@/lib/first-pass/model";
import { formatPages } from "@/lib/first-pass/report";

/** Scenes as printed where the script numbers them, else by their order; runs collapsed. */
export function formatScenes(occurrences: Pick<Occurrence, "sceneIndex" | "sceneNumber">[]) {
  const labels = [
    ...new Set(
      occurrences
        .map(
          ({ sceneNumber, sceneIndex }) =>
            sceneNumber ?? (sceneIndex > 0 ? String(sceneIndex) : ""),
        )
        .filter(Boolean),
    ),
  ];
  if (labels.every((label) => /^\d+$/.test(label))) return formatPages(labels.map(Number));
  return labels.join(", ");
}

export function occurrenceSummary(occurrences: Occurrence[]) {
  return {
    count: occurrences.length,
    pages: formatPages(occurrences.map(({ page }) => page)),
    scenes: formatScenes(occurrences),
  };
}

/** Where an occurrence sits in the script view (`/script/{id}#p{page}-e{element}`). */
export const scriptLink = (
  submissionId: string,
  occurrence: Pick<Occurrence, "page" | "elementIndex">,
) => `/script/${submissionId}#p${occurrence.page}-e${occurrence.elementIndex}`;

/** How old a finding is, in the largest whole unit: "today", "3 days", "2 months", "1 year". */
export function ageOf(iso: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return "today";
  const [count, unit] =
    days >= 365
      ? [Math.floor(days / 365), "year"]
      : days >= 30
        ? [Math.floor(days / 30), "month"]
        : [days, "day"];
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}
