import { Tooltip } from "@mantine/core";

const ESTIMATED = "Estimated at 55 lines a page; PDFs are counted exactly.";

/** A page count, marked "≈" with an explanation when it is estimated rather than counted. */
export function PageCount({ pages, exact }: { pages: number; exact: boolean | null }) {
  if (exact) return <>{pages}</>;
  return (
    <Tooltip label={ESTIMATED} events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} style={{ cursor: "help" }}>
        ≈ {pages}
      </span>
    </Tooltip>
  );
}
