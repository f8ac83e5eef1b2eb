import { Text, Tooltip } from "@mantine/core";

/** A page count, marked "≈" with an explanation when it is estimated rather than counted. */
export function PageCount({ pages, exact }: { pages: number; exact: boolean | null }) {
  if (exact) return <>{pages}</>;
  return (
    <Tooltip label="Estimated at 55 lines a page; PDFs are counted exactly.">
      <Text span inherit>
        ≈ {pages}
      </Text>
    </Tooltip>
  );
}
