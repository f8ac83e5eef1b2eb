import plain from "@/components/ui/plain/plain.module.css";

const ESTIMATED = "Estimated at 55 lines a page; PDFs are counted exactly.";

/** A page count, marked "≈" with an explanation when it is estimated rather than counted. */
export function PageCount({ pages, exact }: { pages: number; exact: boolean | null }) {
  if (exact) return <>{pages}</>;
  return (
    <span className={plain.hint} data-hint={ESTIMATED} tabIndex={0}>
      ≈ {pages}
    </span>
  );
}
