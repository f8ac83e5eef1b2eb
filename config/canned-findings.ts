/**
 * Findings a researcher can apply instead of writing one (docs/product.md §12): inserted
 * into one item's finding in its editor, or given to every selected item when coding in bulk.
 * Each is a sentence a researcher stands behind, not a code's definition; `{name}` becomes the
 * item's name as the script writes it. `id` is what a bulk request names, so it stays stable.
 */
import type { VerdictCode } from "@/lib/first-pass/model";

export type CannedFinding = { id: string; text: string };

export const CANNED_FINDINGS: Record<VerdictCode, readonly CannedFinding[]> = {
  NC: [
    {
      id: "nc-no-match",
      text: "No identifiable real person, business or work named “{name}” was found in the story's setting.",
    },
    {
      id: "nc-common-name",
      text: "“{name}” is too common to point at any one real person.",
    },
  ],
  CC: [
    {
      id: "cc-neutral-portrayal",
      text: "A real “{name}” exists but is unlikely to be identified with the portrayal; keep it neutral.",
    },
    {
      id: "cc-elsewhere",
      text: "Real businesses named “{name}” exist elsewhere; none in the story's setting.",
    },
  ],
  C: [
    {
      id: "c-identifiable-match",
      text: "An identifiable real “{name}” was found in the story's setting; change the name.",
    },
    {
      id: "c-same-occupation",
      text: "A real person named “{name}” holds the same occupation in the story's setting.",
    },
  ],
  RC: [
    {
      id: "rc-real-address",
      text: "“{name}” is a real, locatable address; change the number or the street.",
    },
    { id: "rc-real-unit", text: "A real unit named “{name}” exists; use an invented number." },
  ],
  PR: [
    {
      id: "pr-substantive-use",
      text: "“{name}” is protected material used substantively; permission from the rights holder is required.",
    },
    {
      id: "pr-negative-light",
      text: "“{name}” is a recognisable trademark shown in a negative light; seek permission or replace it.",
    },
  ],
  F555: [
    { id: "f555-fictional-range", text: "{name} is inside the fictional range 555-0100–0199." },
    { id: "f555-reserved", text: "{name} is a 555 number reserved for fiction in this country." },
  ],
  FX: [
    { id: "fx-example-domain", text: "{name} is a domain reserved for examples (RFC 2606)." },
    { id: "fx-invented", text: "“{name}” is an invented name, verified as unused." },
  ],
  PF: [
    {
      id: "pf-review-portrayal",
      text: "{name} is a public figure; the production's lawyer should review the portrayal.",
    },
  ],
  PD: [
    {
      id: "pd-out-of-copyright",
      text: "“{name}” was published before the public-domain cut-off; out of copyright.",
    },
  ],
  INFO: [{ id: "info-nothing-to-do", text: "“{name}” is for information only; nothing to do." }],
  ALT: [
    {
      id: "alt-supplied",
      text: "Cleared alternatives to “{name}” are supplied below.",
    },
  ],
};

/** The canned findings offered for `code`, in the order the editor shows them. */
export const cannedFindingsFor = (code: VerdictCode): readonly CannedFinding[] =>
  CANNED_FINDINGS[code];

/** The canned finding `id` of `code`; undefined when that code offers none of that id. */
export const cannedFinding = (code: VerdictCode, id: string) =>
  CANNED_FINDINGS[code].find((finding) => finding.id === id);

export const CANNED_FINDING_UNKNOWN = "Choose one of the canned findings offered for this code.";

/** A canned finding's text for one item: `{name}` filled in. */
export const fillCannedFinding = (finding: CannedFinding, name: string) =>
  finding.text.replaceAll("{name}", name);
