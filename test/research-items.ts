/** Items of the results table for UI and unit tests. */
import type { Occurrence } from "@/lib/first-pass/model";
import type { ClearanceItemView } from "@/lib/research/views";

export const at = (page: number, text: string): Occurrence => ({
  page,
  sceneIndex: page,
  elementIndex: page * 3,
  elementType: "action",
  text,
  start: 0,
  end: text.length,
  snippet: `${text} walks in.`,
});

export const itemView = (id: string, overrides: Partial<ClearanceItemView>): ClearanceItemView => ({
  id,
  position: 0,
  category: "character_name",
  canonical: id,
  variants: [],
  occurrences: [at(1, id)],
  signals: [],
  risk: 40,
  suggested_status: "NC",
  source: "automatic",
  state: "detected",
  code: null,
  finding: "",
  recommendation: "",
  alternatives: [],
  sources: [],
  rights_contacts: [],
  internal_note: "",
  assignee_id: null,
  missing_since: null,
  carried_forward: false,
  sent_back: null,
  version: 1,
  updated_by: null,
  updated_at: "2026-11-24T10:00:00Z",
  ...overrides,
});
