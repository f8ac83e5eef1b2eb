/**
 * Which items lack their finding (docs/product.md §12): a code says what the researcher
 * concluded, the finding says why, and a report prints the finding. An item coded or worked
 * without one cannot be published.
 */
import type { ItemState } from "@/config/item-states";

const WORKED: readonly ItemState[] = ["finding_recorded", "reviewed"];
const OUT_OF_REPORTS: readonly ItemState[] = ["dismissed", "superseded"];

type Judged = { state: ItemState; code: string | null; finding: string };

/** An item that has a code, or is marked worked, and no finding: it keeps a report back. */
export const lacksFinding = (item: Judged) =>
  !item.finding.trim() &&
  !OUT_OF_REPORTS.includes(item.state) &&
  (item.code !== null || WORKED.includes(item.state));

/** "“Dana”, “Harbour Freight” and 4 more": how many, naming the first few. */
export function someNamed(names: string[], few = 3): string {
  const named = names.slice(0, few).map((name) => `“${name}”`);
  const more = names.length - named.length;
  if (more > 0) return `${named.join(", ")} and ${more} more`;
  if (named.length < 2) return named.join("");
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

/** "1 item has" / "3 items have". */
export const itemsHave = (count: number) =>
  count === 1 ? "1 item has" : `${count.toLocaleString("en-US")} items have`;
