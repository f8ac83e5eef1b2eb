/** The admin Orders page (`/admin/list`, product.md §2): its pages, export and SLA badges. */
export const ORDER_LIST = {
  pageSize: 25,
  /** Rows one CSV export holds at most, so an export never holds the server for long. */
  exportRows: 10_000,
  searchLength: 200,
  /** An order this many business days or fewer from its due date is due soon. */
  dueSoonBusinessDays: 2,
} as const;

/** The columns the list sorts on. */
export const ORDER_SORTS = ["created", "updated", "due", "total", "status", "title"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Where a paid order stands against its due date, as the SLA badge reads. */
export const SLA_STATES = {
  /** A customer's message has waited more than a business day for an answer (product.md §14). */
  needs_reply: { label: "Needs reply", color: "red" },
  on_track: { label: "On track", color: "green" },
  due_soon: { label: "Due soon", color: "orange" },
  overdue: { label: "Overdue", color: "red" },
  done: { label: "Done", color: "gray" },
} as const;
export type Sla = keyof typeof SLA_STATES;
