import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";

import { countryName } from "@/config/countries";
import { PROJECT_TYPES } from "@/config/submissions";
import {
  TITLE_CLEARANCE_LIMITS as LIMITS,
  TITLE_KINDS,
  TITLE_VERDICT_OPTIONS,
} from "@/config/title-clearance";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import {
  auditEvents,
  submissions,
  titleMatches,
  titleSearches,
  userProfiles,
} from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { isCorrelationId, submissionMissing } from "@/lib/submissions/read";

import { findSimilarTitles, measureTitle } from "./search";
import { describeSimilarity, foldTitle } from "./similarity";
import type { TitleClearanceView, TitleMatchView, TitleSearchView } from "./views";

export const NOT_ORDERED =
  "This submission did not order a title clearance, so there is no title search to work on.";

type SubmissionRow = typeof submissions.$inferSelect;
type SearchRow = typeof titleSearches.$inferSelect;
type MatchRow = typeof titleMatches.$inferSelect;

/** A submission that ordered a title clearance; any other id is a 404 that says which. */
export async function orderedSubmission(id: string): Promise<SubmissionRow> {
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
  if (!row.titleClearance) throw new Problem(404, NOT_ORDERED);
  return row;
}

/** The submission's title and alternative titles, each once. */
export function candidatesOf(row: Pick<SubmissionRow, "title" | "alternativeTitles">): string[] {
  const seen = new Set<string>();
  return [row.title, ...row.alternativeTitles]
    .map((title) => title.trim())
    .filter((title) => {
      const key = foldTitle(title);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The media a search covers, from what is being made. */
const MEDIA: Record<string, string> = {
  feature: "Film (theatrical and streaming), with TV, books, music and publications",
  short: "Film, with TV, books, music and publications",
  documentary: "Film and TV documentaries, with books, music and publications",
  tv_pilot: "Television and streaming series, with film, books, music and publications",
  tv_episode: "Television and streaming series, with film, books, music and publications",
  commercial: "Advertising, with film, TV, music and publications",
};
const ALL_MEDIA = "All media: film, TV, books, music, plays, games and publications";

/** What a submission's title search covers: its titles, territory and media. */
export function searchScopeOf(submission: SubmissionRow) {
  return {
    candidates: candidatesOf(submission),
    territory: submission.settingCountry
      ? countryName(submission.settingCountry)
      : "Worldwide (no country given)",
    media: (submission.projectType && MEDIA[submission.projectType]) || ALL_MEDIA,
  };
}

/** Runs the automatic search and records what it found, keeping researchers' notes and states. */
async function recordSearch(
  search: SearchRow,
  candidates: string[],
  database: Transaction = db(),
): Promise<void> {
  const found = await findSimilarTitles(database, candidates);
  if (found.length > 0) {
    await database
      .insert(titleMatches)
      .values(
        found.map((title) => ({
          searchId: search.id,
          title: title.title,
          titleKey: foldTitle(title.title),
          kind: title.kind,
          year: title.year,
          owner: title.owner,
          territory: title.territory,
          source: title.source,
          candidate: title.candidate,
          similarity: title.similarity,
          editDistance: title.editDistance,
          trigram: title.trigram,
          state: "found" as const,
        })),
      )
      .onConflictDoUpdate({
        target: [titleMatches.searchId, titleMatches.kind, titleMatches.titleKey],
        set: {
          candidate: sql`excluded.candidate`,
          similarity: sql`excluded.similarity`,
          editDistance: sql`excluded.edit_distance`,
          trigram: sql`excluded.trigram`,
        },
        // A title a researcher added keeps the measure worked out when it was added.
        setWhere: sql`${titleMatches.source} <> 'researcher'`,
      });
  }
  await database
    .update(titleSearches)
    .set({ searchedAt: sql`clock_timestamp()` })
    .where(eq(titleSearches.id, search.id));
}

/**
 * The submission's title search, started (and searched) the first time anyone opens it: in one
 * transaction, so a second reader waits for the first search's titles rather than seeing none.
 */
export async function searchOf(submission: SubmissionRow): Promise<SearchRow> {
  const created = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(titleSearches)
      .values({ submissionId: submission.id })
      .onConflictDoNothing()
      .returning();
    if (row) await recordSearch(row, candidatesOf(submission), tx);
    return row;
  });
  if (created) return created;
  const [search] = await db()
    .select()
    .from(titleSearches)
    .where(eq(titleSearches.submissionId, submission.id));
  return search!;
}

const editor = alias(userProfiles, "editor");

async function searchView(submissionId: string): Promise<TitleSearchView> {
  const [row] = await db()
    .select({ search: titleSearches, editorEmail: editor.email })
    .from(titleSearches)
    .leftJoin(editor, eq(editor.userId, titleSearches.updatedBy))
    .where(eq(titleSearches.submissionId, submissionId));
  const { search, editorEmail } = row!;
  return {
    verdict: search.verdict,
    summary: search.summary,
    version: search.version,
    updated_by: search.updatedBy ? (editorEmail ?? "A researcher") : null,
    updated_at: search.updatedAt.toISOString(),
    searched_at: search.searchedAt?.toISOString() ?? null,
    opinion:
      search.opinionKey && search.opinionName
        ? {
            name: search.opinionName,
            bytes: search.opinionBytes ?? 0,
            uploaded_at: (search.opinionUploadedAt ?? search.updatedAt).toISOString(),
          }
        : null,
  };
}

export const matchView = (row: MatchRow): TitleMatchView => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  year: row.year,
  owner: row.owner,
  territory: row.territory,
  source: row.source,
  candidate: row.candidate,
  similarity: row.similarity,
  edit_distance: row.editDistance,
  trigram: row.trigram,
  similarity_text: describeSimilarity(row),
  note: row.note,
  state: row.state,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const STRENGTH_ORDER = sql`array_position(array['exact','same_words','contains','edit_distance','sound_alike','trigram','manual']::text[], ${titleMatches.similarity})`;

/** Titles the strongest resemblance first (similarity.ts), then by trigram score and title. */
export const MATCH_ORDER = [
  STRENGTH_ORDER,
  sql`${titleMatches.trigram} desc nulls last`,
  asc(titleMatches.title),
] as const;

/** GET /api/admin/submissions/{id}/title-clearance: the workspace's data. */
export async function getTitleClearance(id: string): Promise<TitleClearanceView> {
  const submission = await orderedSubmission(id);
  const search = await searchOf(submission);
  const [view, matches] = await Promise.all([
    searchView(submission.id),
    db()
      .select()
      .from(titleMatches)
      .where(eq(titleMatches.searchId, search.id))
      .orderBy(...MATCH_ORDER),
  ]);
  const projectType = PROJECT_TYPES.find((type) => type.value === submission.projectType);
  return {
    submission: {
      correlation_id: submission.id,
      title: submission.title,
      status: submission.status,
      due_date: submission.dueDate,
      project_type: projectType?.label ?? null,
    },
    ...searchScopeOf(submission),
    search: view,
    matches: matches.map(matchView),
  };
}

/** POST …/title-clearance/search: runs the automatic search again (new titles are added). */
export async function searchAgain(id: string): Promise<TitleClearanceView> {
  const submission = await orderedSubmission(id);
  await recordSearch(await searchOf(submission), candidatesOf(submission));
  return getTitleClearance(id);
}

/** A line in the submission's audit log ("title-verdict-saved" reads "Title verdict saved"). */
export async function logTitleEvent(
  database: Transaction,
  submissionId: string,
  admin: SignedInUser,
  action: string,
  note: string,
): Promise<void> {
  await database
    .insert(auditEvents)
    .values({ submissionId, actor: admin.id, action, detail: { note } });
}

const versionSchema = z.number().int().min(1, "version must be the version you read");

export const titleReportInput = z
  .object({
    verdict: z.enum(TITLE_VERDICT_OPTIONS.map((option) => option.value)),
    summary: z
      .string()
      .trim()
      .max(LIMITS.summaryLength, `The summary must be at most ${LIMITS.summaryLength} characters.`),
    version: versionSchema,
  })
  .strict();

/**
 * PATCH …/title-clearance: the verdict and summary. A save names the version it read: one made
 * from an older version is refused (409) with the current values, never silently lost.
 */
export async function saveTitleReport(
  admin: SignedInUser,
  id: string,
  input: z.infer<typeof titleReportInput>,
): Promise<TitleClearanceView> {
  const submission = await orderedSubmission(id);
  await searchOf(submission);
  // The save and its line in the submission's audit log, together.
  const saved = await db().transaction(async (tx) => {
    const rows = await tx
      .update(titleSearches)
      .set({
        verdict: input.verdict,
        summary: input.summary,
        version: sql`${titleSearches.version} + 1`,
        updatedBy: admin.id,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(
        and(
          eq(titleSearches.submissionId, submission.id),
          eq(titleSearches.version, input.version),
        ),
      )
      .returning({ id: titleSearches.id });
    if (rows.length > 0) {
      const verdict = TITLE_VERDICT_OPTIONS.find((option) => option.value === input.verdict)!;
      await logTitleEvent(
        tx,
        submission.id,
        admin,
        "title-verdict-saved",
        `Title verdict: ${verdict.label}`,
      );
    }
    return rows;
  });
  if (saved.length === 0) {
    throw new Problem(
      409,
      "Someone else saved this title report meanwhile: their version is shown. Make your change again on it.",
      {},
      undefined,
      { current: await searchView(submission.id) },
    );
  }
  return getTitleClearance(id);
}

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .nullish()
    .transform((text) => text || null);

export const addTitleInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Enter the title you found.")
      .max(LIMITS.titleLength, `The title must be at most ${LIMITS.titleLength} characters.`),
    kind: z.enum(
      TITLE_KINDS.map((kind) => kind.value),
      { error: "Choose what kind of work it is." },
    ),
    year: z
      .number()
      .int("The year must be a whole number.")
      .min(1400, "The year must be after 1400.")
      .max(2200, "The year must be before 2200.")
      .nullish()
      .transform((year) => year ?? null),
    owner: optionalText("The owner", LIMITS.ownerLength),
    territory: optionalText("The territory", LIMITS.territoryLength),
    note: optionalText("The note", LIMITS.noteLength),
  })
  .strict();

/** POST …/title-clearance/matches: a title a researcher found elsewhere, measured as it is added. */
export async function addTitle(
  admin: SignedInUser,
  id: string,
  input: z.infer<typeof addTitleInput>,
): Promise<TitleClearanceView> {
  const submission = await orderedSubmission(id);
  const search = await searchOf(submission);
  const measured = await measureTitle(db(), candidatesOf(submission), input.title);
  const added = await db()
    .insert(titleMatches)
    .values({
      searchId: search.id,
      title: input.title,
      titleKey: foldTitle(input.title),
      kind: input.kind,
      year: input.year,
      owner: input.owner,
      territory: input.territory,
      source: "researcher",
      ...measured,
      note: input.note ?? "",
      state: "added",
      updatedBy: admin.id,
    })
    .onConflictDoNothing()
    .returning({ id: titleMatches.id });
  if (added.length === 0) {
    throw new Problem(
      409,
      "That title is already on the list, as the same kind of work.",
      {},
      "title",
    );
  }
  return getTitleClearance(id);
}

export const titleMatchChangeInput = z
  .object({
    dismissed: z.boolean().optional(),
    note: z
      .string()
      .trim()
      .max(LIMITS.noteLength, `The note must be at most ${LIMITS.noteLength} characters.`)
      .optional(),
    version: versionSchema,
  })
  .strict();

/**
 * PATCH …/title-clearance/matches/{matchId}: dismiss or restore a title, or write its similarity
 * note; optimistic like the report (409 with the title as it now stands).
 */
export async function changeTitleMatch(
  admin: SignedInUser,
  id: string,
  matchId: string,
  input: z.infer<typeof titleMatchChangeInput>,
): Promise<TitleClearanceView> {
  const submission = await orderedSubmission(id);
  const search = await searchOf(submission);
  const missing = new Problem(404, "This title is not on the submission's title search.");
  if (!z.uuid().safeParse(matchId).success) throw missing;
  const restored = sql`case when ${titleMatches.source} = 'researcher' then 'added' else 'found' end`;
  const state =
    input.dismissed === undefined ? undefined : input.dismissed ? sql`'dismissed'` : restored;
  const mine = and(eq(titleMatches.id, matchId), eq(titleMatches.searchId, search.id));
  const saved = await db()
    .update(titleMatches)
    .set({
      ...(state && { state }),
      ...(input.note !== undefined && { note: input.note }),
      version: sql`${titleMatches.version} + 1`,
      updatedBy: admin.id,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(mine, eq(titleMatches.version, input.version)))
    .returning({ id: titleMatches.id });
  if (saved.length === 0) {
    const [current] = await db().select().from(titleMatches).where(mine);
    if (!current) throw missing;
    throw new Problem(
      409,
      `Someone else changed “${current.title}” meanwhile: their version is shown. Make your change again on it.`,
      {},
      undefined,
      { current: matchView(current) },
    );
  }
  return getTitleClearance(id);
}
