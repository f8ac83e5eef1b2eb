/**
 * The results table's filters as they live in the URL (shareable links), and the items
 * API path they ask for. Pure, so the server page reads the same query the browser will ask.
 */
import { itemsQueryInput, type ItemsQuery } from "@/lib/research/input";

/** The URL's parameters the table owns, in the order a link spells them. */
export const FILTER_NAMES = [
  "category",
  "code",
  "state",
  "finding",
  "revision",
  "page_from",
  "page_to",
  "q",
  "assignee",
  "sort",
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** What the table shows: the API's query, with "me" standing for the signed-in researcher. */
export type ResultsFilters = Omit<ItemsQuery, "assignee"> & { assignee?: "me" };

/** The filters a sort does not count as: "Clear filters" leaves the sort alone. */
export const NARROWING: readonly FilterName[] = FILTER_NAMES.filter((name) => name !== "sort");

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

const valueOf = (params: Params, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

/** The URL's filters; a value the API would refuse (a typo in a shared link) is left out. */
export function filtersOf(params: Params): ResultsFilters {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = valueOf(params, name);
    if (value === undefined) continue;
    if (name === "assignee") {
      if (value === "me") filters.assignee = "me";
      continue;
    }
    const parsed = itemsQueryInput.shape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  return filters as ResultsFilters;
}

/** The filters as URL parameters, in FILTER_NAMES order. */
export function filterParams(filters: ResultsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params;
}

/** `filters` with `changes` made; null or "" removes a filter. */
export function changedFilters(
  filters: ResultsFilters,
  changes: Partial<Record<FilterName, string | number | null>>,
): ResultsFilters {
  const params = filterParams(filters);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(name);
    else params.set(name, String(value));
  }
  return filtersOf(params);
}

/** Whether anything narrows the list (the sort alone does not). */
export const isFiltered = (filters: ResultsFilters) =>
  NARROWING.some((name) => filters[name] !== undefined);

/** The API's query for the filters: "me" becomes the researcher's id. */
export function apiQuery(filters: ResultsFilters, userId: string): ItemsQuery {
  const { assignee, ...rest } = filters;
  return assignee === "me" ? { ...rest, assignee: userId } : rest;
}

/** The items API's query string for the filters, in the order the page's URL has them. */
export function itemsApiParams(filters: ResultsFilters, userId: string): URLSearchParams {
  const params = filterParams(filters);
  if (filters.assignee === "me") params.set("assignee", userId);
  return params;
}

/** The page's search string with the filters in it and the other parameters (?item=) kept. */
export function searchWith(current: URLSearchParams, filters: ResultsFilters): string {
  const next = new URLSearchParams(current);
  for (const name of FILTER_NAMES) next.delete(name);
  for (const [name, value] of filterParams(filters)) next.set(name, value);
  const query = next.toString();
  return query ? `?${query}` : "";
}
