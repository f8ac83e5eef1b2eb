import type { ResearchCount } from "@/lib/research/progress";
import { formatDay } from "@/lib/site/format-date";

/** "42 of 96 items"; null while there are none. */
const itemsDone = ({ researched, total }: ResearchCount) =>
  total === 0 ? null : `${researched} of ${total} ${total === 1 ? "item" : "items"}`;

/** "42 of 96 items researched"; "No items listed yet" while there are none. */
export const researchedLine = (research: ResearchCount) => {
  const items = itemsDone(research);
  return items ? `${items} researched` : "No items listed yet";
};

/** The list's compact form: "Researching · 42 of 96 items · due Dec 3, 2026". */
export const researchSummary = (research: ResearchCount, dueDate: string | null): string =>
  ["Researching", itemsDone(research), dueDate && `due ${formatDay(dueDate)}`]
    .filter(Boolean)
    .join(" · ");
