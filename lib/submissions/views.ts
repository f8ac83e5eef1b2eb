import type { TitleVerdict } from "@/config/title-clearance";
import type { AccessView } from "@/lib/companies/access";
import type { CompanyForAdmin } from "@/lib/companies/read";
import type { AnalysisStatus, scriptFiles, submissions } from "@/lib/db/schema";
import type { PriceBreakdown } from "@/lib/pricing/price";
import type { ResearchCount } from "@/lib/research/progress";
import type { ClearanceCounts } from "@/lib/research/store";
import type { Researcher } from "@/lib/research/views";
import { historyView, type RevisionHistoryView } from "@/lib/revisions/history";
import type { OpenRevision, RevisionRow } from "@/lib/revisions/read";
import type { RevisionChanges } from "@/lib/screenplay/revision-changes";
import { titlePageCredits } from "@/lib/screenplay/title-page";
import type { ManualTransition } from "@/lib/submission-lifecycle/manual-transitions";
import {
  chargeView,
  type AdminOrderView,
  type ChargeView,
  type OrderRow,
} from "@/lib/submissions/orders";

import type { AuditEventView } from "./audit-log";
import type { AppliedVoucher } from "./quote";

type SubmissionRow = typeof submissions.$inferSelect;
export type ScriptFileRow = Omit<typeof scriptFiles.$inferSelect, "screenplay"> & {
  /** The parsed screenplay's title page, once the file has been read. */
  titlePage?: Record<string, string> | null;
};

/** A script upload as its owner sees it: what was sent, and what reading it found. */
export type ScriptView = {
  id: string;
  version: number;
  original_name: string;
  format: ScriptFileRow["format"];
  size_bytes: number;
  status: ScriptFileRow["status"];
  /** 0–100 while the file is read in the background. */
  progress: number;
  error: string | null;
  page_count: number | null;
  /** False when the page count is an estimate at 55 lines a page. */
  page_count_exact: boolean | null;
  scene_count: number | null;
  speaking_characters: number | null;
  /** From the script's title page, as written there. */
  writer: string | null;
  draft_date: string | null;
  uploaded_at: string;
  parsed_at: string | null;
  /** The automatic first pass, once the file has been read. */
  analysis: AnalysisView | null;
};

/**
 * The first pass as the customer sees it: how far it is and how many items of each category it
 * found. The items themselves are the researchers' work, never shown to customers.
 */
export type AnalysisView = {
  status: AnalysisStatus;
  /** Items per category; empty until the pass is done. */
  counts: ClearanceCounts;
  /** Why it failed, in words for the customer. */
  error: string | null;
};

/** GET /api/submissions/{id}. */
export type SubmissionView = {
  correlation_id: string;
  status: SubmissionRow["status"];
  title: string;
  alternative_titles: string[];
  project_type: SubmissionRow["projectType"];
  series_name: string | null;
  episode_name: string | null;
  setting_country: string | null;
  setting_region: string | null;
  setting_city: string | null;
  period: SubmissionRow["period"];
  production_company: string | null;
  notes: string | null;
  text_boxes: SubmissionRow["textBoxes"];
  script_clearance: boolean;
  title_clearance: boolean;
  turnaround: SubmissionRow["turnaround"];
  due_date: string | null;
  created_at: string;
  updated_at: string;
  /** The script the quote is priced on: the newest upload that was read. */
  script: ScriptView | null;
  /** A newer upload still being read, or one that could not be read (with its error). */
  pending_upload: ScriptView | null;
  quote: PriceBreakdown;
  /** The voucher applied on the summary page, if any, and whether it still applies. */
  voucher: AppliedVoucher | null;
  /** The latest order: pending while the payment is under way, then paid (or lapsed). */
  order: ChargeView | null;
  /** The revised draft waiting for its delta quote to be paid (revision requested). */
  revision: RevisionView | null;
  /** The first order's price, frozen when its checkout started (the quote shows a delta meanwhile). */
  first_quote: PriceBreakdown | null;
  /** Orders paid or awaiting payment, oldest first: the first order, then each revision's delta. */
  charges: ChargeView[];
  /** Every revised draft, oldest first, with what changed. */
  revisions: RevisionHistoryView[];
  /** Between payment and delivery: who researches it and how far they are; else null. */
  research: ResearchProgressView | null;
};

/** Statuses between payment and delivery, in which the customer follows the research. */
export const UNDER_RESEARCH: readonly SubmissionRow["status"][] = [
  "paid",
  "in_research",
  "in_review",
];

/** The research as its customer follows it (product.md §14). */
export type ResearchProgressView = ResearchCount & {
  /** Whether a researcher is assigned. */
  assigned: boolean;
  /** Their name and role as they gave them, never an address; null while unnamed. */
  researcher: string | null;
};

/** A revised draft as its owner sees it: what changed since the reported draft. */
export type RevisionView = {
  uploaded_at: string;
  /** Null until the new draft is read and compared with the previous one. */
  changes: RevisionChanges | null;
  /** The new draft could not be read: another may be uploaded. */
  failed: boolean;
  /** An order for its delta quote awaits payment (a card checkout or a bank transfer). */
  awaiting_payment: boolean;
};

/** One row of GET /api/submissions. */
export type SubmissionListItem = {
  correlation_id: string;
  title: string;
  status: SubmissionRow["status"];
  page_count: number | null;
  page_count_exact: boolean | null;
  total: number;
  currency: string;
  created_at: string;
  updated_at: string;
  due_date: string | null;
  /** Between payment and delivery: items researched out of all; else null. */
  research: ResearchCount | null;
  /** The company it belongs to; null for a personal submission. */
  company: string | null;
  /** Who started it: their name, or their e-mail. */
  started_by: string;
  /** Whether the caller's role may change it (delete a draft): docs/product.md §15. */
  can_change: boolean;
};

/** GET /api/submissions/{id}: the view, with what the caller may do with it. */
export type CustomerSubmissionView = SubmissionView & { access: AccessView };

export type SubmissionPage = {
  items: SubmissionListItem[];
  page: number;
  page_size: number;
  total_items: number;
};

export function scriptView(file: ScriptFileRow, counts: ClearanceCounts = {}): ScriptView {
  const { writer, draftDate } = titlePageCredits(file.titlePage ?? {});
  return {
    id: file.id,
    version: file.version,
    original_name: file.originalName,
    format: file.format,
    size_bytes: file.sizeBytes,
    status: file.status,
    progress: file.progress,
    error: file.error,
    page_count: file.pageCount,
    page_count_exact: file.pageCountExact,
    scene_count: file.sceneCount,
    speaking_characters: file.speakingCharacters,
    writer,
    draft_date: draftDate,
    uploaded_at: file.createdAt.toISOString(),
    parsed_at: file.parsedAt?.toISOString() ?? null,
    analysis: file.analysisStatus
      ? {
          status: file.analysisStatus,
          counts: file.analysisStatus === "done" ? counts : {},
          error: file.analysisError,
        }
      : null,
  };
}

export function submissionView(
  row: SubmissionRow,
  script: ScriptFileRow | undefined,
  pending: ScriptFileRow | undefined,
  quote: PriceBreakdown,
  voucher: AppliedVoucher | null,
  counts: ClearanceCounts = {},
  orders: OrderRow[] = [],
  revision?: OpenRevision,
  revisionRows: RevisionRow[] = [],
): SubmissionView {
  const uploads = revisionRows.map((row) => row.createdAt);
  // Newest first.
  const order = orders[0];
  return {
    correlation_id: row.id,
    status: row.status,
    title: row.title,
    alternative_titles: row.alternativeTitles,
    project_type: row.projectType,
    series_name: row.seriesName,
    episode_name: row.episodeName,
    setting_country: row.settingCountry,
    setting_region: row.settingRegion,
    setting_city: row.settingCity,
    period: row.period,
    production_company: row.productionCompany,
    notes: row.notes,
    text_boxes: row.textBoxes,
    script_clearance: row.scriptClearance,
    title_clearance: row.titleClearance,
    turnaround: row.turnaround,
    due_date: row.dueDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    script: script ? scriptView(script, counts) : null,
    pending_upload: pending ? scriptView(pending) : null,
    quote,
    voucher,
    order: order ? chargeView(order, uploads) : null,
    revision: revision
      ? {
          uploaded_at: revision.createdAt.toISOString(),
          changes: revision.changes,
          failed: revision.fileStatus === "failed",
          awaiting_payment: order?.status === "pending" && order.id === revision.orderId,
        }
      : null,
    first_quote: (row.priceSnapshot as PriceBreakdown | null) ?? null,
    charges: orders
      .filter(({ status }) => status === "paid" || status === "pending")
      .reverse()
      .map((charge) => chargeView(charge, uploads)),
    revisions: historyView(revisionRows),
    research: null,
  };
}

/** GET /api/admin/submissions/{id}: one submission as researchers and operators see it. */
export type AdminSubmissionView = {
  correlation_id: string;
  /** The company it belongs to, its members and their roles, and its audit trail; null if personal. */
  company?: CompanyForAdmin;
  title: string;
  status: SubmissionRow["status"];
  customer_email: string;
  /** From the customer's billing details, once they have saved them. */
  customer_name: string | null;
  customer_company: string | null;
  due_date: string | null;
  created_at: string;
  updated_at: string;
  /** Every order, newest first: the paid ones, and checkouts that lapsed. */
  orders: AdminOrderView[];
  /** Every revised draft, oldest first, with what changed. */
  revisions: RevisionHistoryView[];
  /** Every upload of the script, newest version first. */
  scripts: ScriptView[];
  /** Newest first. */
  audit_log: AuditEventView[];
  /** The status changes an admin may make now. */
  allowed_transitions: ManualTransition[];
  /** The researcher working the items, and everyone who could. */
  assignee_id: string | null;
  researchers: Researcher[];
  /** When a researcher sent the worked items for review. */
  ready_for_delivery_at: string | null;
  /** The latest round of the optional review step, with who asked and who decided. */
  review: ReviewView | null;
  /** Whether the customer ordered a title clearance too (its workspace: /title-clearance/{id}). */
  title_clearance: boolean;
  /** Its verdict ("pending" until decided; a report is not published before), null if not ordered. */
  title_verdict: TitleVerdict | null;
};

/** One round of the review step, as the admin page shows it. */
export type ReviewView = {
  requested_by: string;
  requested_at: string;
  outcome: "signed_off" | "sent_back" | null;
  decided_by: string | null;
  decided_at: string | null;
  note: string;
};
