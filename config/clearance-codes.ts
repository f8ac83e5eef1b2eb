/**
 * The verdict codes a researcher gives each item (clearance-domain.md §2.3), as reports and the
 * results table explain them. Labels match `STATUS_CODES` in lib/clearance/model.ts (a test
 * holds them together); `colour` marks the code in the PDF and XLSX, and `attention` singles out
 * the codes that ask the production to change something or seek permission.
 */
import type { StatusCode } from "@/lib/clearance/model";

export type ClearanceCode = {
  code: StatusCode;
  label: string;
  meaning: string;
  /** #rrggbb, dark enough for white text on it. */
  colour: string;
  attention: boolean;
  /** The key that sets this code in the results table's editor. */
  key: string;
  /** Findings a researcher can insert and then edit (issue 18: canned findings per code). */
  cannedFindings: readonly string[];
};

export const CLEARANCE_CODES: readonly ClearanceCode[] = [
  {
    code: "NC",
    label: "No conflict",
    meaning: "Nothing turned up, or the name is too common to point at anyone.",
    colour: "#2b8a3e",
    attention: false,
    key: "n",
    cannedFindings: [
      "No identifiable real person, business or work of this name was found in the story's setting.",
      "The name is too common to point at any one real person.",
    ],
  },
  {
    code: "CC",
    label: "Clear with caution",
    meaning: "Little risk, as long as the portrayal stays neutral.",
    colour: "#e67700",
    attention: false,
    key: "c",
    cannedFindings: [
      "A real match exists but is unlikely to be identified with the portrayal; keep it neutral.",
      "Real businesses of this name exist elsewhere; none in the story's setting.",
    ],
  },
  {
    code: "C",
    label: "Conflict",
    meaning: "An identifiable real match was found; change it.",
    colour: "#c92a2a",
    attention: true,
    key: "x",
    cannedFindings: [
      "An identifiable real match was found in the story's setting; change the name.",
      "A real person of this name holds the same occupation in the story's setting.",
    ],
  },
  {
    code: "RC",
    label: "Recommend change",
    meaning: "Not a hard conflict, but good practice is to change it (a real address, a precinct).",
    colour: "#d9480f",
    attention: true,
    key: "r",
    cannedFindings: [
      "This is a real, locatable address; change the number or the street.",
      "A real unit of this name exists; use an invented number.",
    ],
  },
  {
    code: "PR",
    label: "Permission required",
    meaning: "Protected material is used substantively; rights-holder contacts are supplied.",
    colour: "#862e9c",
    attention: true,
    key: "p",
    cannedFindings: [
      "Protected material is used substantively; permission from the rights holder is required.",
      "A recognisable trademark is shown in a negative light; seek permission or replace it.",
    ],
  },
  {
    code: "F555",
    label: "Fictional phone number",
    meaning: "The number is inside a range reserved for fiction.",
    colour: "#0b7285",
    attention: false,
    key: "5",
    cannedFindings: [
      "Inside the fictional range 555-0100–0199.",
      "A 555 number reserved for fiction in this country.",
    ],
  },
  {
    code: "FX",
    label: "Fictional / reserved",
    meaning: "A reserved domain, or an invented name verified as unused.",
    colour: "#087f5b",
    attention: false,
    key: "f",
    cannedFindings: [
      "A domain reserved for examples (RFC 2606).",
      "An invented name, verified as unused.",
    ],
  },
  {
    code: "PF",
    label: "Public figure",
    meaning: "A real person; the production's lawyer reviews the portrayal.",
    colour: "#1864ab",
    attention: false,
    key: "u",
    cannedFindings: ["A public figure; the production's lawyer should review the portrayal."],
  },
  {
    code: "PD",
    label: "Public domain",
    meaning: "The work is out of copyright.",
    colour: "#5c940d",
    attention: false,
    key: "d",
    cannedFindings: ["Published before the public-domain cut-off; out of copyright."],
  },
  {
    code: "INFO",
    label: "For information",
    meaning: "For information only; nothing to do.",
    colour: "#495057",
    attention: false,
    key: "i",
    cannedFindings: ["For information only; nothing to do."],
  },
  {
    code: "ALT",
    label: "Alternative supplied",
    meaning: "Cleared alternatives are supplied for the production to choose from.",
    colour: "#3b5bdb",
    attention: false,
    key: "a",
    cannedFindings: ["Cleared alternatives are supplied below."],
  },
];
