/**
 * How a researcher works an item (clearance-domain.md §4.3): its states, where it came from, and
 * the moves between states the results table allows.
 */
export const ITEM_STATES = {
  detected: { label: "Detected", color: "gray" },
  confirmed: { label: "Confirmed", color: "blue" },
  dismissed: { label: "Dismissed", color: "dark" },
  researching: { label: "Researching", color: "yellow" },
  finding_recorded: { label: "Finding recorded", color: "teal" },
  reviewed: { label: "Reviewed", color: "green" },
  /** Every place of it left a revised draft: kept for the record, out of later reports. */
  superseded: { label: "Superseded", color: "grape" },
} as const;
export type ItemState = keyof typeof ITEM_STATES;
export const ITEM_STATE_VALUES = Object.keys(ITEM_STATES) as [ItemState, ...ItemState[]];

/** Where each state may go. Dismissing and reopening are allowed from anywhere but `reviewed`. */
export const ITEM_STATE_MOVES: Record<ItemState, readonly ItemState[]> = {
  detected: ["confirmed", "dismissed", "researching", "finding_recorded"],
  confirmed: ["researching", "finding_recorded", "dismissed", "detected"],
  dismissed: ["detected", "confirmed"],
  researching: ["finding_recorded", "confirmed", "dismissed"],
  finding_recorded: ["reviewed", "researching", "dismissed"],
  reviewed: ["finding_recorded", "researching"],
  // Only a later draft that has the item again brings it back (as detected).
  superseded: [],
};

/** States that still need a researcher: a submission is not ready for delivery while any remain. */
export const OPEN_ITEM_STATES: readonly ItemState[] = ["detected", "confirmed", "researching"];

export const ITEM_SOURCES = {
  automatic: "First pass",
  researcher: "Researcher",
  customer: "Customer",
} as const;
export type ItemSource = keyof typeof ITEM_SOURCES;

export const ITEM_LIMITS = {
  textLength: 300,
  findingLength: 5_000,
  alternatives: 20,
  alternativeLength: 200,
  sources: 30,
  sourceNameLength: 120,
  /** A source's query or result. */
  sourceTextLength: 500,
  bulkItems: 1_000,
  /** Items one results-table page shows. */
  pageSize: 500,
} as const;
