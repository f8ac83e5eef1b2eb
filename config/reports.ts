/** Fixed wording of the published clearance report (issue 19, clearance-domain.md §2.1). */
export const REPORT = {
  product: "Script Clearance Report",
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
