import { capabilitiesOf, type SubmissionRole } from "@/lib/companies/capabilities";
import { priceQuote } from "@/lib/pricing/price";
import type { CustomerSubmissionView, ScriptView } from "@/lib/submissions/views";

export const DRAFT_ID = "0b5f7a52-7c1e-4d8e-9a55-3f0c8d2e6a11";

/** An upload of the draft's script, read unless `parts` say otherwise. */
export const scriptUpload = (parts: Partial<ScriptView>) =>
  ({
    id: parts.original_name,
    version: 1,
    format: "pdf",
    status: "parsed",
    page_count: 30,
    page_count_exact: true,
    scene_count: 12,
    speaking_characters: 6,
    uploaded_at: "2026-11-20T10:00:00.000Z",
    analysis: null,
    ...parts,
  }) as ScriptView;

/**
 * A draft priced on its 30-page script, as `role` reads it: its personal owner, or a member of
 * Northwind Pictures with that role.
 */
export const draftView = (
  parts: Partial<CustomerSubmissionView> = {},
  role: SubmissionRole = "personal",
): CustomerSubmissionView =>
  ({
    correlation_id: DRAFT_ID,
    status: "draft",
    title: "Harbour Light",
    alternative_titles: [],
    project_type: "feature",
    script_clearance: true,
    title_clearance: false,
    text_boxes: [],
    turnaround: "standard",
    script: scriptUpload({ original_name: "harbour-light.pdf" }),
    pending_upload: null,
    quote: priceQuote({
      pages: 30,
      scriptClearance: true,
      titleClearance: false,
      extraItems: parts.text_boxes?.length ?? 0,
      turnaround: "standard",
    }),
    voucher: null,
    order: null,
    revision: null,
    charges: [],
    revisions: [],
    access: {
      role,
      company: role === "personal" ? null : "Northwind Pictures",
      can: capabilitiesOf(role),
    },
    ...parts,
  }) as unknown as CustomerSubmissionView;
