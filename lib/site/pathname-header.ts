/** Request header the proxy sets so server components (page titles) know the path. */
export const PATHNAME_HEADER = "x-ncs-pathname";
