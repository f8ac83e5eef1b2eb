const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Nov 22, 2026" from an ISO date or timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "Nov 22, 2026, 5:40 AM" from an ISO timestamp, in the reader's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
