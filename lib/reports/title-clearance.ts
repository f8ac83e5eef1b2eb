/**
 * The title clearance as a report version publishes it (clearance-domain.md §2.7, product.md
 * §13): the researcher's verdict and summary, the titles kept (not dismissed), what was searched
 * and the attorney's opinion. A submission that ordered one cannot publish its report before the
 * verdict is decided: the customer paid for it, so it never goes out silently missing.
 */
import "server-only";

import { and, eq, ne } from "drizzle-orm";

import { DECIDED_TITLE_VERDICTS, TITLE_KINDS, type TitleVerdict } from "@/config/title-clearance";
import type { Transaction } from "@/lib/db/client";
import { submissions, titleMatches, titleSearches } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { describeSimilarity } from "@/lib/title-clearance/similarity";
import { MATCH_ORDER, searchScopeOf } from "@/lib/title-clearance/store";

import { reportTitleClearanceSchema, type ReportTitleClearance } from "./snapshot";

export const TITLE_CLEARANCE_NOT_DONE =
  "The customer ordered a title clearance and its verdict is not decided yet. Decide it (clear, " +
  "clear with caution or conflict) on the title clearance page, then publish the report.";

/** The title clearance a version would publish now, and where its opinion letter is stored. */
export type TitleClearanceToPublish = {
  report: ReportTitleClearance;
  /** The title search's own copy of the opinion, which publishing copies for the version. */
  opinionKey: string | null;
};

const isDecided = (verdict: TitleVerdict): verdict is ReportTitleClearance["verdict"] =>
  (DECIDED_TITLE_VERDICTS as readonly TitleVerdict[]).includes(verdict);

const kindLabel = (kind: string) =>
  TITLE_KINDS.find((entry) => entry.value === kind)?.label ?? "Other";

/**
 * Null when the customer did not order a title clearance; refused (409) while it is ordered and
 * its verdict is not decided.
 */
export async function titleClearanceToPublish(
  tx: Transaction,
  submissionId: string,
): Promise<TitleClearanceToPublish | null> {
  const [row] = await tx
    .select({ submission: submissions, search: titleSearches })
    .from(submissions)
    .leftJoin(titleSearches, eq(titleSearches.submissionId, submissions.id))
    .where(eq(submissions.id, submissionId));
  if (!row?.submission.titleClearance) return null;
  const { search } = row;
  if (!search || !isDecided(search.verdict)) throw new Problem(409, TITLE_CLEARANCE_NOT_DONE);
  const matches = await tx
    .select()
    .from(titleMatches)
    .where(and(eq(titleMatches.searchId, search.id), ne(titleMatches.state, "dismissed")))
    .orderBy(...MATCH_ORDER);
  const scope = searchScopeOf(row.submission);
  const opinion =
    search.opinionKey && search.opinionName
      ? {
          name: search.opinionName.slice(0, 255),
          bytes: search.opinionBytes ?? 0,
          uploadedAt: (search.opinionUploadedAt ?? search.updatedAt).toISOString(),
        }
      : null;
  return {
    report: reportTitleClearanceSchema.parse({
      verdict: search.verdict,
      candidates: scope.candidates.map((title) => title.slice(0, 200)).slice(0, 50),
      territory: scope.territory,
      media: scope.media,
      searchedAt: search.searchedAt?.toISOString() ?? null,
      summary: search.summary,
      titles: matches.slice(0, 500).map((match) => ({
        title: match.title.slice(0, 200),
        year: match.year,
        medium: kindLabel(match.kind),
        territory: match.territory?.slice(0, 200) || null,
        owner: match.owner?.slice(0, 200) || null,
        candidate: match.candidate.slice(0, 200),
        similarity: describeSimilarity(match).slice(0, 200),
        note: match.note.slice(0, 2_000),
      })),
      opinion,
    }),
    opinionKey: opinion ? search.opinionKey : null,
  };
}
