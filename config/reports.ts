/** Fixed wording of the published clearance report (clearance-domain.md §2.1). */
export const REPORT = {
  product: "Script Clearance Report",
  /** Who a report names as its researcher when nobody on it has given their name. */
  researchTeam: "No Conflict Script research team",
  /** A reviewer who signed off without giving their name. */
  unnamedReviewer: "A second No Conflict Script researcher",
  /** Stored in each version's snapshot when it is published, so later edits never reach it. */
  disclaimer:
    "This report sets out the results of factual research into the draft of the screenplay " +
    "identified on its cover. It is research, not legal advice, and expresses no legal opinion: " +
    "the production's counsel decides what to change, keep or license. The research applies to " +
    "that draft only; any later change to the script, including new or altered names, places " +
    "or references, needs new research. Findings reflect the sources consulted at the date of " +
    "the report and cannot rule out every possible claim. Codes and recommendations are the " +
    "researcher's assessment of risk, not a guarantee of clearance or of insurance cover. The " +
    "report is confidential and prepared solely for the addressee named on the cover.",
} as const;

/** How long a signed link to a report's PDF or XLSX works: enough to open the tab. */
export const REPORT_LINK_SECONDS = 5 * 60;

/** The customer's decision on one reported item (clearance-domain.md §4.1). */
export const ITEM_DECISIONS = {
  accept: "Accept",
  will_change: "Will change",
  keep_seek_permission: "Keep and seek permission",
  request_alternatives: "Request alternatives",
  question: "Question",
} as const;
export type ItemDecision = keyof typeof ITEM_DECISIONS;
export const ITEM_DECISION_VALUES = Object.keys(ITEM_DECISIONS) as [
  ItemDecision,
  ...ItemDecision[],
];

/** The longest note a customer may add to a decision. */
export const DECISION_NOTE_LENGTH = 2_000;

/** Statuses in which a submission has (or had) a published report its customer may read. */
export const REPORT_STATUSES = ["delivered", "revision_requested", "closed"] as const;
export const hasReport = (status: string) =>
  (REPORT_STATUSES as readonly string[]).includes(status);

/**
 * Content types of a report version's files: the PDF and XLSX every version has, the attorney's
 * title opinion of a version that published a title clearance with one, and the annotated script
 * of a version that covers an uploaded script.
 */
export const REPORT_FILES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  opinion: "application/pdf",
  annotated: "application/pdf",
} as const;
export type ReportFormat = keyof typeof REPORT_FILES;
