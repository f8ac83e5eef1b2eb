import type { ReportCover } from "./snapshot";

/**
 * The report's number, the same in every version (its order's in versions stored before). Apart
 * from snapshot.ts, whose zod schemas the browser need not load to print a number.
 */
export const reportNumberOf = (cover: Pick<ReportCover, "reportNumber" | "orderNumber">) =>
  cover.reportNumber ?? cover.orderNumber;
