/** What the items API answers (snake_case, as the rest of the JSON API). */
import type { ItemSource, ItemState } from "@/config/item-states";
import type { AnalysisStatus, StoredRightsContact } from "@/lib/db/schema";

import type { SourceRecord } from "./input";
import type { SentBack } from "./sent-back";
import type { ClearanceCounts, StoredClearanceItem } from "./store";

/** One item of the results table; `occurrences` and `signals` keep the clearance model's shape. */
export type ClearanceItemView = {
  id: string;
  position: number;
  category: StoredClearanceItem["category"];
  canonical: string;
  variants: string[];
  occurrences: StoredClearanceItem["occurrences"];
  signals: StoredClearanceItem["signals"];
  risk: number;
  suggested_status: StoredClearanceItem["suggestedCode"];
  source: ItemSource;
  state: ItemState;
  code: StoredClearanceItem["code"];
  finding: string;
  recommendation: string;
  alternatives: string[];
  sources: SourceRecord[];
  /** Whom to ask for permission (docs/product.md §13). */
  rights_contacts: StoredRightsContact[];
  internal_note: string;
  assignee_id: string | null;
  /** Set when the latest script no longer holds an item someone worked on. */
  missing_since: string | null;
  /** A revised draft left it unchanged: its verdict is the previous report's. */
  carried_forward: boolean;
  /** A revised draft sent it back: its verdict before, why, and the old text beside the new. */
  sent_back: SentBack | null;
  version: number;
  updated_by: string | null;
  updated_at: string;
};

export type Researcher = { id: string; email: string };

/** GET /api/admin/submissions/{id}/items: the results table. */
export type ClearanceItemsView = {
  /** The script the items come from (the newest version read); null before any was read. */
  script: {
    id: string;
    version: number;
    original_name: string;
    analysis_status: AnalysisStatus | null;
    analysis_error: string | null;
    analysed_at: string | null;
    analysis_ms: number | null;
  } | null;
  /** Items per category in the current script, whatever the filter. */
  counts: ClearanceCounts;
  /** Items per state and per chosen code ("none" before one is chosen), whatever the filter. */
  progress: {
    total: number;
    by_state: Record<string, number>;
    by_code: Record<string, number>;
    /** Items coded or worked without a finding (the "finding missing" filter). */
    finding_missing: number;
    /** Items a revision sent back that still wait for a researcher. */
    sent_back: number;
  };
  /** Whether every item is worked (none detected, confirmed or researching) with its finding. */
  ready: boolean;
  researchers: Researcher[];
  items: ClearanceItemView[];
};

export function clearanceItemView(item: StoredClearanceItem): ClearanceItemView {
  return {
    id: item.id,
    position: item.position,
    category: item.category,
    canonical: item.canonical,
    variants: item.variants,
    occurrences: item.occurrences,
    signals: item.signals,
    risk: item.risk,
    suggested_status: item.suggestedCode,
    source: item.source,
    state: item.state,
    code: item.code,
    finding: item.finding,
    recommendation: item.recommendation,
    alternatives: item.alternatives,
    sources: item.sources,
    rights_contacts: item.rightsContacts,
    internal_note: item.internalNote,
    assignee_id: item.assigneeId,
    missing_since: item.missingSince?.toISOString() ?? null,
    carried_forward: item.carriedForward,
    sent_back: item.sentBack,
    version: item.version,
    updated_by: item.updatedBy,
    updated_at: item.updatedAt.toISOString(),
  };
}

/** One line of an item's history. */
export type ItemEventView = {
  id: string;
  actor: string;
  actor_email: string | null;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  created_at: string;
};

/** An earlier finding on the same key in another submission (the knowledge base). */
export type KnowledgeView = {
  item_id: string;
  code: StoredClearanceItem["code"];
  finding: string;
  recommendation: string;
  order_number: string | null;
  updated_at: string;
};

/** GET …/items/{itemId}: what the item's editor shows. */
export type ItemDetailView = {
  item: ClearanceItemView;
  history: ItemEventView[];
  knowledge: KnowledgeView[];
};
