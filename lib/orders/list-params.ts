/** The admins' order list's URL parameters; the API reads the same names (./admin-list). */
export const ORDER_LIST_FILTERS = [
  "q",
  "status",
  "payment",
  "method",
  "assignee",
  "attention",
  "from",
  "to",
] as const;
const PARAMS = [...ORDER_LIST_FILTERS, "sort", "dir", "page"] as const;
export type OrderListParam = (typeof PARAMS)[number];

/** The list's parameters from the page's URL, in one order so equal lists share a cache key. */
export function orderListParams(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams(
    PARAMS.flatMap((name) => {
      const value = search.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}
