import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import type { ClearanceCounts } from "@/lib/research/store";

const LABELS = Object.fromEntries(
  CLEARANCE_CATEGORIES.map(({ value, label }) => [value, label]),
) as Record<ClearanceCategory, string>;

export const categoryLabel = (category: ClearanceCategory) => LABELS[category];

/** The categories that have items, in the configuration's order, with their counts. */
export function countedCategories(counts: ClearanceCounts) {
  return CLEARANCE_CATEGORIES.flatMap(({ value, label }) => {
    const items = counts[value] ?? 0;
    return items > 0 ? [{ category: value, label, items }] : [];
  });
}

/** Each category's Mantine color, for its highlights in the script view and its legend. */
const COLORS: Record<ClearanceCategory, string> = {
  character_name: "blue",
  business: "orange",
  location: "green",
  address: "teal",
  phone: "red",
  license_plate: "grape",
  web: "cyan",
  brand: "pink",
  work_title: "violet",
  quoted_text: "lime",
  music: "indigo",
  real_person: "yellow",
  organisation: "orange",
  police: "indigo",
  school: "lime",
  hospital: "red",
  sports: "green",
  media: "cyan",
  transport: "grape",
  other: "gray",
};

export const categoryColor = (category: ClearanceCategory) => COLORS[category] ?? "gray";
