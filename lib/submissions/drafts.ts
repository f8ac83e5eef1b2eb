import "server-only";

import { and, eq, isNull, notExists, sql } from "drizzle-orm";

import { ensureProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { companyToQuoteIn } from "@/lib/companies/read";
import { db } from "@/lib/db/client";
import { commentAttachments, comments, scriptFiles, submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { fileStore } from "@/lib/storage";

import type { DraftChanges } from "./details";
import { getSubmission, ownSubmission } from "./read";
import type { SubmissionView } from "./views";

export const notEditable = () =>
  new Problem(
    409,
    "This quote can no longer be changed: checkout has started. Open the submission to see where it stands.",
  );

/**
 * GET /api/submissions/new: the caller's untouched empty draft if there is one (so "New"
 * clicked twice does not pile up drafts), otherwise a new draft, in the company they work in.
 */
export async function startDraft(
  user: SignedInUser,
  /** The company the user chose to work in (the header's cookie). */
  chosenCompany?: string,
): Promise<{ correlation_id: string }> {
  await ensureProfile(user.id);
  // In the company they work in when their role may start quotes there, else their own.
  const companyId = await companyToQuoteIn(user, chosenCompany);
  return db().transaction(async (tx) => {
    // One "New" at a time per user, so two clicks cannot both find no draft and make two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`new-draft:${user.id}`}))`);
    const [untouched] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.ownerId, user.id),
          companyId ? eq(submissions.companyId, companyId) : isNull(submissions.companyId),
          eq(submissions.status, "draft"),
          eq(submissions.updatedAt, submissions.createdAt),
          notExists(
            tx
              .select({ id: scriptFiles.id })
              .from(scriptFiles)
              .where(eq(scriptFiles.submissionId, submissions.id)),
          ),
        ),
      )
      .limit(1);
    if (untouched) return { correlation_id: untouched.id };
    const [created] = await tx
      .insert(submissions)
      .values({ ownerId: user.id, companyId })
      .returning({ id: submissions.id });
    return { correlation_id: created!.id };
  });
}

const columnsOf = (changes: DraftChanges) => ({
  title: changes.title,
  alternativeTitles: changes.alternative_titles,
  projectType: changes.project_type,
  seriesName: changes.series_name,
  episodeName: changes.episode_name,
  settingCountry: changes.setting_country,
  settingRegion: changes.setting_region,
  settingCity: changes.setting_city,
  period: changes.period,
  productionCompany: changes.production_company,
  notes: changes.notes,
  textBoxes: changes.text_boxes,
  scriptClearance: changes.script_clearance,
  titleClearance: changes.title_clearance,
  turnaround: changes.turnaround,
});

/** PATCH /api/submissions/{id}: changes a draft's details; 409 once checkout started. */
export async function updateDraft(
  user: SignedInUser,
  id: string,
  changes: DraftChanges,
): Promise<SubmissionView> {
  const current = await ownSubmission(user, id);
  if (current.status !== "draft") throw notEditable();
  const scriptClearance = changes.script_clearance ?? current.scriptClearance;
  const titleClearance = changes.title_clearance ?? current.titleClearance;
  if (!scriptClearance && !titleClearance) {
    throw new Problem(400, "Choose at least one service: script clearance or title clearance.");
  }
  const updated = await db()
    .update(submissions)
    // clock_timestamp(), not now(): a draft changed in the transaction that made it still counts as touched.
    .set({ ...columnsOf(changes), updatedAt: sql`clock_timestamp()` })
    .where(and(eq(submissions.id, current.id), eq(submissions.status, "draft")))
    .returning({ id: submissions.id });
  if (updated.length === 0) throw notEditable();
  return getSubmission(user, id);
}

/** DELETE /api/submissions/{id}: removes a draft, its script files and its comments' files. */
export async function deleteDraft(user: SignedInUser, id: string): Promise<void> {
  const current = await ownSubmission(user, id);
  if (current.status !== "draft") throw notEditable();
  const files = await db().transaction(async (tx) => {
    const stored = await tx
      .select({ storageKey: scriptFiles.storageKey })
      .from(scriptFiles)
      .where(eq(scriptFiles.submissionId, current.id));
    const attached = await tx
      .select({ storageKey: commentAttachments.storageKey })
      .from(commentAttachments)
      .innerJoin(comments, eq(comments.id, commentAttachments.commentId))
      .where(eq(comments.submissionId, current.id));
    const removed = await tx
      .delete(submissions)
      .where(and(eq(submissions.id, current.id), eq(submissions.status, "draft")))
      .returning({ id: submissions.id });
    if (removed.length === 0) throw notEditable();
    return [...stored, ...attached];
  });
  // The rows went with the submission (cascade); their files go once that is committed.
  await Promise.all(
    files.flatMap(({ storageKey }) => (storageKey ? [fileStore().delete(storageKey)] : [])),
  );
}
