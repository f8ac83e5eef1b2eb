"use client";

import classes from "./pagination.module.css";

/** Mantine's own chevrons (16 × 16 paths), so the controls look as they did. */
const NEXT = "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z";
const PREVIOUS = "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z";

function Chevron({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" className={classes.icon} aria-hidden>
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** The pages to offer around `value` of `total`: Mantine's (one sibling, one boundary). */
export function pageRange(total: number, value: number): (number | "dots")[] {
  const all = Array.from({ length: total }, (_, index) => index + 1);
  if (total <= 7) return all;
  if (value <= 4) return [1, 2, 3, 4, 5, "dots", total];
  if (value >= total - 3) return [1, "dots", ...all.slice(total - 5)];
  return [1, "dots", value - 1, value, value + 1, "dots", total];
}

/** Page buttons with previous and next, as Mantine's Pagination draws them. */
export function Pagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <nav className={classes.root} aria-label="Pages">
      <button
        type="button"
        className={classes.control}
        aria-label="previous page"
        data-edge
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Chevron path={PREVIOUS} />
      </button>
      {pageRange(total, value).map((page, index) =>
        page === "dots" ? (
          <span key={`dots-${index}`} className={classes.dots} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={classes.control}
            data-active={page === value || undefined}
            aria-current={page === value ? "page" : undefined}
            onClick={() => onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.control}
        aria-label="next page"
        data-edge
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
      >
        <Chevron path={NEXT} />
      </button>
    </nav>
  );
}
