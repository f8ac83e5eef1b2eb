/**
 * The verdict codes a researcher gives each item (clearance-domain.md §2.3), as reports and the
 * results table explain them. The machine only suggests them; `color` marks the code in the PDF and XLSX, and `attention` singles out
 * the codes that ask the production to change something or seek permission.
 */
/** Every verdict code, in the order the legend and the editor list them. */
export const VERDICT_CODE_VALUES = [
  "NC",
  "CC",
  "C",
  "RC",
  "PR",
  "F555",
  "FX",
  "PF",
  "PD",
  "INFO",
  "ALT",
] as const;
export type VerdictCode = (typeof VERDICT_CODE_VALUES)[number];

export type VerdictCodeEntry = {
  code: VerdictCode;
  label: string;
  meaning: string;
  /** #rrggbb, dark enough for white text on it. */
  color: string;
  attention: boolean;
  /** The key that sets this code in the results table's editor. */
  key: string;
};

export const VERDICT_CODES: readonly VerdictCodeEntry[] = [
  {
    code: "NC",
    label: "No conflict",
    meaning: "Nothing turned up, or the name is too common to point at anyone.",
    color: "#2b8a3e",
    attention: false,
    key: "n",
  },
  {
    code: "CC",
    label: "Clear with caution",
    meaning: "Little risk, as long as the portrayal stays neutral.",
    color: "#e67700",
    attention: false,
    key: "c",
  },
  {
    code: "C",
    label: "Conflict",
    meaning: "An identifiable real match was found; change it.",
    color: "#c92a2a",
    attention: true,
    key: "x",
  },
  {
    code: "RC",
    label: "Recommend change",
    meaning: "Not a hard conflict, but good practice is to change it (a real address, a precinct).",
    color: "#d9480f",
    attention: true,
    key: "r",
  },
  {
    code: "PR",
    label: "Permission required",
    meaning: "Protected material is used substantively; rights-holder contacts are supplied.",
    color: "#862e9c",
    attention: true,
    key: "p",
  },
  {
    code: "F555",
    label: "Fictional phone number",
    meaning: "The number is inside a range reserved for fiction.",
    color: "#0b7285",
    attention: false,
    key: "5",
  },
  {
    code: "FX",
    label: "Fictional / reserved",
    meaning: "A reserved domain, or an invented name verified as unused.",
    color: "#087f5b",
    attention: false,
    key: "f",
  },
  {
    code: "PF",
    label: "Public figure",
    meaning: "A real person; the production's lawyer reviews the portrayal.",
    color: "#1864ab",
    attention: false,
    key: "u",
  },
  {
    code: "PD",
    label: "Public domain",
    meaning: "The work is out of copyright.",
    color: "#5c940d",
    attention: false,
    key: "d",
  },
  {
    code: "INFO",
    label: "For information",
    meaning: "For information only; nothing to do.",
    color: "#495057",
    attention: false,
    key: "i",
  },
  {
    code: "ALT",
    label: "Alternative supplied",
    meaning: "Cleared alternatives are supplied for the production to choose from.",
    color: "#3b5bdb",
    attention: false,
    key: "a",
  },
];

/** Each code's label ("NC" → "No conflict"). */
export const VERDICT_LABELS = Object.fromEntries(
  VERDICT_CODES.map(({ code, label }) => [code, label]),
) as Record<VerdictCode, string>;

/**
 * The codes the report's first summary lists, most pressing first (docs/product.md §13): not
 * clear (C, RC), needs permission (PR), clear with caution (CC). The first three are the
 * `attention` codes; a cautious clearance is listed so its condition is read before the shoot.
 */
export const ACTION_SUMMARY_CODES: readonly VerdictCode[] = ["C", "RC", "PR", "CC"];

/** The code that asks for rights-holder contacts beside its finding. */
export const PERMISSION_CODE: VerdictCode = "PR";
