/**
 * What a report version freezes (clearance-domain.md §2.1–2.5): the submission's
 * published items and its cover, read in the caller's transaction and checked against the
 * snapshot schema, so what is stored is exactly what the PDF and XLSX show.
 */
import "server-only";

import { createHash } from "node:crypto";

import { and, asc, desc, eq, isNotNull, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";

import { countryName } from "@/config/countries";
import { orderNumber } from "@/config/orders";
import { REPORT } from "@/config/reports";
import { PROJECT_TYPES, STORY_PERIODS } from "@/config/submissions";
import type { Transaction } from "@/lib/db/client";
import {
  clearanceItems,
  orders,
  reportReviews,
  reportVersions,
  scriptFiles,
  submissions,
  userProfiles,
} from "@/lib/db/schema";
import type { Occurrence } from "@/lib/first-pass/model";
import { Problem } from "@/lib/http/problems";
import { itemsHave, someNamed } from "@/lib/research/findings";
import { revisionsOf } from "@/lib/revisions/read";
import { titlePageCredits } from "@/lib/screenplay/title-page";
import { peopleNamed } from "@/lib/users/report-name";

import { latestDecisions, reportChanges, type ChangesContext } from "./changes";
import { decisionRecordsOf, mergedInto } from "./decision-history";
import { reportNumberOf } from "./report-number";
import {
  reportItemSchema,
  reportSnapshotSchema,
  type ReportCover,
  type ReportItem,
  type ReportSnapshot,
  type ReportTitleClearance,
} from "./snapshot";

type StoredItem = typeof clearanceItems.$inferSelect;
type SubmissionRow = typeof submissions.$inferSelect;

const EXCERPT_CHARS = 400;
const MAX_OCCURRENCES = 5_000;
const MAX_VARIANTS = 50;
const MAX_ALTERNATIVES = 20;

/** Distinct non-empty strings, in their first order, at most `max` of them. */
const distinct = (values: string[], max: number, except?: string) =>
  [...new Set(values.map((value) => value.trim()).filter((value) => value && value !== except))]
    .map((value) => value.slice(0, 300))
    .slice(0, max);

/** The printed scene number, else the scene's position; null before the first scene. */
const sceneOf = (occurrence: Occurrence) =>
  (
    occurrence.sceneNumber ?? (occurrence.sceneIndex > 0 ? String(occurrence.sceneIndex) : null)
  )?.slice(0, 20) ?? null;

/** One stored item as the report shows it: the researcher's verdict and every place it appears. */
export function reportItemOf(item: StoredItem): ReportItem {
  return {
    id: item.id,
    category: item.category,
    text: item.canonical.slice(0, 300),
    variants: distinct(item.variants, MAX_VARIANTS, item.canonical),
    // A worked item has its code; the machine's suggestion only stands in for a gap.
    code: item.code ?? item.suggestedCode,
    finding: item.finding.slice(0, 5_000),
    recommendation: item.recommendation.slice(0, 2_000),
    alternatives: distinct(item.alternatives, MAX_ALTERNATIVES),
    sources: item.sources.map(({ source, query, result, checked_on }) => ({
      source,
      query,
      result,
      checkedOn: checked_on,
    })),
    rightsContacts: item.rightsContacts,
    occurrences: item.occurrences.slice(0, MAX_OCCURRENCES).map((occurrence) => ({
      page: Math.max(1, occurrence.page),
      scene: sceneOf(occurrence),
      excerpt: occurrence.snippet.slice(0, EXCERPT_CHARS),
      at: { elementIndex: occurrence.elementIndex, start: occurrence.start, end: occurrence.end },
    })),
    carriedForward: item.carriedForward,
  };
}

/**
 * The submission's items as a report publishes them, in order: every one but the dismissed and
 * those a revised draft superseded, and the first pass's finds that the current script no longer
 * holds. Items the customer or a researcher added stay even without a place in the script (a
 * name for a prop, a sign).
 */
export async function publishedItemsOf(
  tx: Transaction,
  submissionId: string,
): Promise<ReportItem[]> {
  const rows = await tx
    .select()
    .from(clearanceItems)
    .where(
      and(
        eq(clearanceItems.submissionId, submissionId),
        notInArray(clearanceItems.state, ["dismissed", "superseded"]),
        or(isNull(clearanceItems.missingSince), ne(clearanceItems.source, "automatic")),
      ),
    )
    .orderBy(asc(clearanceItems.position), asc(clearanceItems.createdAt));
  return rows.map(reportItemOf);
}

const itemsSchema = reportItemSchema.array();

/** The items a version would publish now, as the snapshot schema normalises them. */
export const publishableItems = async (tx: Transaction, submissionId: string) =>
  itemsSchema.parse(await publishedItemsOf(tx, submissionId));

/**
 * Refuses (409) items a report would print without the researcher's finding, naming how many
 * and the first few; the workbench's "finding missing" filter lists them all.
 */
export function assertFindingsWritten(items: ReportItem[]) {
  const blank = items.filter((item) => !item.finding.trim());
  if (blank.length === 0) return;
  throw new Problem(
    409,
    `${itemsHave(blank.length)} a code but no finding (${someNamed(blank.map((item) => item.text))}). Write each finding before publishing; the workbench's “Finding missing” filter lists them.`,
    {},
    undefined,
    {
      missing_findings: {
        count: blank.length,
        first: blank.slice(0, 5).map(({ id, text }) => ({ id, text })),
      },
    },
  );
}

/** What a review signs off: the items as they would be published, hashed. */
export const itemsDigest = (items: ReportItem[]) =>
  createHash("sha256").update(JSON.stringify(items)).digest("hex");

/** The sign-off of exactly these items in the review step, if there was one (lib/reports/review.ts). */
async function signOffOf(tx: Transaction, submissionId: string, items: ReportItem[]) {
  const [review] = await tx
    .select({
      by: reportReviews.decidedBy,
      at: reportReviews.decidedAt,
      digest: reportReviews.itemsDigest,
    })
    .from(reportReviews)
    .where(
      and(eq(reportReviews.submissionId, submissionId), eq(reportReviews.outcome, "signed_off")),
    )
    .orderBy(desc(reportReviews.decidedAt))
    .limit(1);
  return review?.digest === itemsDigest(itemsSchema.parse(items)) ? review : null;
}

const labelOf = (list: readonly { value: string; label: string }[], value: string | null) =>
  (value && list.find((entry) => entry.value === value)?.label) || null;

/** "Springfield, Illinois, United States (contemporary)", or what the customer left unsaid. */
function storySettingOf(submission: SubmissionRow): string {
  const place = [
    submission.settingCity,
    submission.settingRegion,
    submission.settingCountry && countryName(submission.settingCountry),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  const period = labelOf(STORY_PERIODS, submission.period)?.toLowerCase();
  const setting = [place || "Not specified", period && `(${period})`].filter(Boolean).join(" ");
  return setting.slice(0, 300);
}

const emailOf = async (tx: Transaction, userId: string | null) => {
  if (!userId) return null;
  const [row] = await tx
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.email ?? null;
};

/** The draft a report version covers now: the submission's newest script file that was read. */
export async function currentDraftOf(tx: Transaction, submissionId: string) {
  const [script] = await tx
    .select({
      id: scriptFiles.id,
      version: scriptFiles.version,
      fileName: scriptFiles.originalName,
      pageCount: scriptFiles.pageCount,
      titlePage: sql<Record<string, string> | null>`${scriptFiles.screenplay}->'titlePage'`,
    })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissionId), eq(scriptFiles.status, "parsed")))
    .orderBy(desc(scriptFiles.version))
    .limit(1);
  return script;
}

/**
 * The snapshot version `version` of the submission would hold, published by `publisherId` at
 * `publishedAt`, with the title clearance it publishes (lib/reports/title-clearance.ts) when the
 * customer ordered one. Refuses (409) a submission without a paid order, which has no order number.
 */
export async function buildSnapshot(
  tx: Transaction,
  submission: SubmissionRow,
  {
    version,
    publishedAt,
    publisherId,
    titleClearance,
  }: {
    version: number;
    publishedAt: Date;
    publisherId: string;
    titleClearance?: ReportTitleClearance;
  },
): Promise<ReportSnapshot> {
  const [order] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.submissionId, submission.id), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  if (!order?.number) throw new Problem(409, "Only a paid submission's report can be published.");
  const script = await currentDraftOf(tx, submission.id);
  const identity = await identityOf(tx, submission.id, {
    version,
    orderNumber: orderNumber(order.number),
  });
  const credits = titlePageCredits(script?.titlePage ?? {});
  const customer = await emailOf(tx, submission.ownerId);
  const items = await publishedItemsOf(tx, submission.id);
  const signOff = await signOffOf(tx, submission.id, items);
  // People by the name and role they gave, never by their e-mail address.
  const names = await peopleNamed([submission.assigneeId, publisherId, signOff?.by ?? null], tx);
  const nameOf = (userId: string | null) => (userId ? names.get(userId) : undefined);
  return reportSnapshotSchema.parse({
    cover: {
      product: REPORT.product,
      title: submission.title.trim() || credits.title || "Untitled",
      projectType: labelOf(PROJECT_TYPES, submission.projectType),
      writer: credits.writer?.slice(0, 200) ?? null,
      productionCompany: submission.productionCompany?.trim().slice(0, 200) || null,
      draft: {
        version: script?.version ?? 1,
        fileName: script?.fileName ?? "No script file",
        date: credits.draftDate?.slice(0, 100) ?? null,
        pageCount: script?.pageCount ?? 0,
      },
      orderNumber: orderNumber(order.number),
      reportNumber: identity.reportNumber,
      versionOrders: identity.versionOrders,
      version,
      publishedAt: publishedAt.toISOString(),
      deliveredTo: customer,
      researcher: nameOf(submission.assigneeId) ?? nameOf(publisherId) ?? REPORT.researchTeam,
      reviewer: signOff ? (nameOf(signOff.by) ?? REPORT.unnamedReviewer) : null,
      reviewedAt: signOff?.at?.toISOString() ?? null,
      territory: submission.settingCountry
        ? countryName(submission.settingCountry)
        : "Not specified",
      storySetting: storySettingOf(submission),
      disclaimer: REPORT.disclaimer,
    },
    items,
    ...(titleClearance && { titleClearance }),
    ...(identity.previous && {
      changes: reportChanges(
        identity.previous,
        itemsSchema.parse(items),
        await changesContext(tx, submission.id, identity.previous.publishedAt),
      ),
    }),
  });
}

/**
 * What stays the same across a submission's versions (product.md §13 "Versions"): the report
 * number, its first version's order number (an older version stored without one gives its
 * order's), and the order behind each version, with the previous version to report changes
 * against. Read from the frozen snapshots, so no later change reaches them.
 */
async function identityOf(
  tx: Transaction,
  submissionId: string,
  next: { version: number; orderNumber: string },
) {
  const rows = await tx
    .select({
      cover: sql<ReportCover>`${reportVersions.snapshot}->'cover'`,
      version: reportVersions.version,
    })
    .from(reportVersions)
    .where(
      and(eq(reportVersions.submissionId, submissionId), lt(reportVersions.version, next.version)),
    )
    .orderBy(asc(reportVersions.version));
  const first = rows[0]?.cover;
  const last = rows.at(-1);
  const [previous] = last
    ? await tx
        .select({ snapshot: reportVersions.snapshot, publishedAt: reportVersions.publishedAt })
        .from(reportVersions)
        .where(
          and(
            eq(reportVersions.submissionId, submissionId),
            eq(reportVersions.version, last.version),
          ),
        )
    : [];
  return {
    reportNumber: first ? reportNumberOf(first) : next.orderNumber,
    versionOrders: [
      ...rows.map(({ version, cover }) => ({ version, orderNumber: cover.orderNumber })),
      next,
    ],
    previous:
      last && previous
        ? {
            version: last.version,
            items: itemsSchema.parse((previous.snapshot as ReportSnapshot).items),
            publishedAt: previous.publishedAt,
          }
        : null,
  };
}

/**
 * What the changes since the previous version (published at `since`) are read with: merges since,
 * the customer's decisions, and the scenes the revised drafts uploaded since then changed.
 */
async function changesContext(
  tx: Transaction,
  submissionId: string,
  since: Date,
): Promise<ChangesContext> {
  // One after another: a transaction's client runs one query at a time.
  const decisions = latestDecisions(await decisionRecordsOf(tx, submissionId));
  const heldBy = await mergedInto(tx, submissionId);
  return {
    heldBy,
    decisions,
    scenes: (await revisionsOf(submissionId, tx))
      .filter((revision) => revision.createdAt > since)
      .flatMap((revision) => revision.changes?.scenes ?? []),
  };
}
