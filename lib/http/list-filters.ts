/** Query-string filters the admin lists share: choices, days and a range of days. */
import { z } from "zod";

/** The sentence a value outside `values` is refused with. */
export const oneOf = (values: readonly string[]) => ({
  error: `Use one of ${values.join(", ")}.`,
});

const day = z.iso.date({ error: "Use a date such as 2026-03-31." });

/** `shape` with `from` and `to` days (both optional, both included), the end not before the start. */
export const withDayRange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, from: day.optional(), to: day.optional() }).refine(
    (range) => {
      const { from, to } = range as { from?: string; to?: string };
      return !from || !to || from <= to;
    },
    {
      path: ["to"],
      message: "The end date is before the start date.",
    },
  );

/** The parameters that hold something: an empty one counts as absent. */
export const filledParams = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));

/** A page's `searchParams` as URL parameters; a parameter given more than once is left out. */
export const pageParams = (searchParams: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(searchParams).flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value]] : [],
    ),
  );
