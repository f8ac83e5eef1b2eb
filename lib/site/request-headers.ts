/** Request headers the proxy sets for server components. */
export const PATHNAME_HEADER = "x-ncs-pathname"; // page titles, and back after sign-in
export const SEARCH_HEADER = "x-ncs-search"; // the query string, back after sign-in
