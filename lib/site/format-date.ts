const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
// Calendar days (a due date, a voucher's last day) are kept in UTC: read in the reader's time
// zone, "2026-12-07" would be December 6 west of Greenwich.
const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "Nov 22, 2026" from an ISO date or timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "Nov 22, 2026, 5:40 AM" from an ISO timestamp, in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Dec 7, 2026" from a calendar day (YYYY-MM-DD) or a UTC timestamp. */
export const formatDay = (day: string | Date) => dayFormat.format(new Date(day));

/** "December 7, 2026", for sentences. */
export const formatLongDay = (day: string | Date) => longDayFormat.format(new Date(day));
