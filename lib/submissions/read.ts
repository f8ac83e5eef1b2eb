import "server-only";

import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";

import type { CompanyCapability } from "@/config/companies";
import { SUBMISSION_LIMITS } from "@/config/submissions";
import type { TitleVerdict } from "@/config/title-clearance";
import type { SignedInUser } from "@/lib/auth/session";
import { QUOTE_NOT_FOUND, submissionAccess, submissionAccessOf } from "@/lib/companies/access";
import { capabilitiesOf } from "@/lib/companies/capabilities";
import { visibleSubmissions } from "@/lib/companies/members";
import { companyForAdmin } from "@/lib/companies/read";
import { db, type Transaction } from "@/lib/db/client";
import {
  companies,
  companyMembers,
  reportReviews,
  scriptFiles,
  submissions,
  titleSearches,
  userProfiles,
} from "@/lib/db/schema";
import { submissionMissing } from "@/lib/http/problems";
import { researchCountsOf } from "@/lib/research/progress";
import { researchersOf } from "@/lib/research/researchers";
import { customerCountsOf } from "@/lib/research/store";
import { historyView, openRevisionIn } from "@/lib/revisions/history";
import { revisionsOf, type RevisionRow } from "@/lib/revisions/read";
import { manualTransitionsFrom } from "@/lib/submission-lifecycle/manual-transitions";
import { chargeView, ordersOf } from "@/lib/submissions/orders";
import { personLabel } from "@/lib/users/report-name-input";

import { auditLogOf } from "./audit-log";
import { correlationIdSchema } from "./details";
import { quoteWithVoucher, type QuoteBasis } from "./quote";
import {
  scriptView,
  submissionView,
  UNDER_RESEARCH,
  type AdminSubmissionView,
  type CustomerSubmissionView,
  type ResearchProgressView,
  type ReviewView,
  type ScriptFileRow,
  type SubmissionPage,
} from "./views";

const { screenplay, ...fileColumns } = getTableColumns(scriptFiles);
/** A script's row without its parsed screenplay, which is large, but with its title page. */
const scriptColumns = {
  ...fileColumns,
  titlePage: sql<Record<string, string> | null>`${screenplay}->'titlePage'`,
};

export { QUOTE_NOT_FOUND };

/**
 * The caller's submission when they may use `capability` on it (their own, or their company's
 * and their role allows it); a stranger's, a missing one and a malformed id all read as 404.
 */
export const ownSubmission = (
  user: SignedInUser,
  id: string,
  executor: Transaction = db(),
  capability: CompanyCapability = "quote",
) => submissionAccess(user, id, capability, executor);

/** Every upload of a submission's script, newest version first. */
const uploadsOf = (submissionId: string, executor: Transaction = db()): Promise<ScriptFileRow[]> =>
  executor
    .select(scriptColumns)
    .from(scriptFiles)
    .where(eq(scriptFiles.submissionId, submissionId))
    .orderBy(desc(scriptFiles.version));

/** The newest upload that was read, and a newer one still being read or refused. */
export async function scriptsOf(submissionId: string, executor: Transaction = db()) {
  const uploads = await uploadsOf(submissionId, executor);
  const script = uploads.find((upload) => upload.status === "parsed");
  const pending = uploads[0] !== script ? uploads[0] : undefined;
  return { script, pending, uploads };
}

/**
 * The submission's scripts and what its quote is priced on: the read script's pages, or while a
 * revised draft waits for payment, the pages it changed (none until it has been compared).
 */
export async function pricingOf(
  row: Pick<typeof submissions.$inferSelect, "id" | "status">,
  executor: Transaction = db(),
  read?: { scripts: Awaited<ReturnType<typeof scriptsOf>>; revisionRows: RevisionRow[] },
) {
  const { script, pending, uploads } = read?.scripts ?? (await scriptsOf(row.id, executor));
  const revision =
    row.status === "revision_requested"
      ? openRevisionIn(read?.revisionRows ?? (await revisionsOf(row.id, executor)), uploads)
      : undefined;
  const basis: QuoteBasis = revision
    ? { revision: revision.changes?.pages ?? { total: 0, changed: [], added: [], removed: [] } }
    : script?.pageCount;
  return { script, pending, revision, basis };
}

/** GET /api/submissions/{id}: the submission with its scripts, quote and order, and what the caller may do. */
export async function getSubmission(
  user: SignedInUser,
  id: string,
): Promise<CustomerSubmissionView> {
  // One snapshot of the submission, its drafts, orders and revisions: a page that follows one
  // of them (a payment, a revision's comparison) stops on a view whose other parts are as new.
  // A transaction's queries take turns on its connection.
  return db().transaction(
    async (tx) => {
      const { submission: row, access } = await submissionAccessOf(user, id, "read", tx);
      const scripts = await scriptsOf(id, tx);
      const orders = await ordersOf(id, tx);
      const revisionRows = await revisionsOf(id, tx);
      const { script, pending, revision, basis } = await pricingOf(row, tx, {
        scripts,
        revisionRows,
      });
      const counts = await customerCountsOf(row.id, script, tx);
      const { quote, voucher } = await quoteWithVoucher(row, basis);
      const view = submissionView(
        row,
        script,
        pending,
        quote,
        voucher,
        counts,
        orders,
        revision,
        revisionRows,
      );
      return { ...view, research: await researchProgressOf(row, tx), access };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Between payment and delivery: the researcher's name and the items researched (§14). */
async function researchProgressOf(
  row: Pick<typeof submissions.$inferSelect, "id" | "status" | "assigneeId">,
  tx: Transaction,
): Promise<ResearchProgressView | null> {
  if (!UNDER_RESEARCH.includes(row.status)) return null;
  const counted = (await researchCountsOf([row.id], tx)).get(row.id)!;
  const [researcher] = row.assigneeId
    ? await tx
        .select({ displayName: userProfiles.displayName, jobTitle: userProfiles.jobTitle })
        .from(userProfiles)
        .where(eq(userProfiles.userId, row.assigneeId))
    : [];
  return {
    assigned: row.assigneeId !== null,
    researcher: researcher ? personLabel(researcher) : null,
    ...counted,
  };
}

/** GET /api/submissions/{id}/quote: the price breakdown. */
export async function getQuote(user: SignedInUser, id: string) {
  const row = await ownSubmission(user, id, undefined, "read");
  return (await quoteWithVoucher(row, (await pricingOf(row)).basis)).quote;
}

/**
 * GET /api/submissions?page=N: the caller's personal submissions and those of the company they
 * work in, newest first.
 */
export async function listSubmissions(
  user: SignedInUser,
  page: number,
  /** The company the user chose to work in (the header's cookie). */
  company?: string,
): Promise<SubmissionPage> {
  const pageSize = SUBMISSION_LIMITS.listPageSize;
  // The page count of each submission's newest script that was read.
  const latestScript = db()
    .select({
      submissionId: scriptFiles.submissionId,
      pageCount: scriptFiles.pageCount,
      pageCountExact: scriptFiles.pageCountExact,
    })
    .from(scriptFiles)
    .where(and(eq(scriptFiles.submissionId, submissions.id), eq(scriptFiles.status, "parsed")))
    .orderBy(desc(scriptFiles.version))
    .limit(1)
    .as("latest_script");
  const mine = visibleSubmissions(user, company);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db()
      .select({
        submission: submissions,
        pageCount: latestScript.pageCount,
        pageCountExact: latestScript.pageCountExact,
        company: companies.name,
        role: companyMembers.role,
        starter: { displayName: userProfiles.displayName, email: userProfiles.email },
      })
      .from(submissions)
      .leftJoinLateral(latestScript, sql`true`)
      .leftJoin(companies, eq(companies.id, submissions.companyId))
      .leftJoin(
        companyMembers,
        and(
          eq(companyMembers.companyId, submissions.companyId),
          eq(companyMembers.userId, user.id),
        ),
      )
      .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
      .where(mine)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ total: count() }).from(submissions).where(mine),
  ]);
  const research = await researchCountsOf(
    rows.flatMap(({ submission }) =>
      UNDER_RESEARCH.includes(submission.status) ? [submission.id] : [],
    ),
  );
  return {
    items: await Promise.all(
      rows.map(async ({ submission, pageCount, pageCountExact, company, role, starter }) => {
        const { quote } = await quoteWithVoucher(submission, pageCount);
        return {
          correlation_id: submission.id,
          title: submission.title,
          status: submission.status,
          page_count: pageCount,
          page_count_exact: pageCountExact,
          total: quote.total,
          currency: quote.currency,
          created_at: submission.createdAt.toISOString(),
          updated_at: submission.updatedAt.toISOString(),
          due_date: submission.dueDate,
          research: UNDER_RESEARCH.includes(submission.status)
            ? research.get(submission.id)!
            : null,
          company,
          started_by: starter.displayName ?? starter.email,
          // The list offers to delete a draft only to whom the route allows it.
          can_change: capabilitiesOf(role ?? "personal").includes("quote"),
        };
      }),
    ),
    page,
    page_size: pageSize,
    total_items: total,
  };
}

const pageSchema = z.coerce
  .number({ error: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page starts at 1")
  .max(100_000, "page is out of range")
  .default(1);

/** `?page=N` of a list, 1 when absent; a bad value is a 400. */
export const pageQuery = (params: URLSearchParams) =>
  pageSchema.parse(params.get("page") ?? undefined);

export const isCorrelationId = (id: string) => correlationIdSchema.safeParse(id).success;

export { submissionMissing };

/** Any customer's submission, for admins, with its owner's profile; a malformed id is a 404. */
async function submissionForAdmin(id: string) {
  if (!isCorrelationId(id)) throw submissionMissing();
  const [row] = await db()
    .select({ submission: submissions, customer: userProfiles })
    .from(submissions)
    .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
    .where(eq(submissions.id, id));
  if (!row) throw submissionMissing();
  return row;
}

/** The latest review round, with the admins' e-mails. */
async function latestReviewOf(submissionId: string): Promise<ReviewView | null> {
  const email = (column: typeof reportReviews.requestedBy | typeof reportReviews.decidedBy) =>
    sql<
      string | null
    >`(select ${userProfiles.email} from ${userProfiles} where ${userProfiles.userId} = ${column})`;
  const [row] = await db()
    .select({
      review: reportReviews,
      requestedBy: email(reportReviews.requestedBy),
      decidedBy: email(reportReviews.decidedBy),
    })
    .from(reportReviews)
    .where(eq(reportReviews.submissionId, submissionId))
    .orderBy(desc(reportReviews.requestedAt))
    .limit(1);
  if (!row) return null;
  const { review } = row;
  return {
    requested_by: row.requestedBy ?? "A former admin",
    requested_at: review.requestedAt.toISOString(),
    outcome: review.outcome,
    decided_by: review.decidedBy ? (row.decidedBy ?? "A former admin") : null,
    decided_at: review.decidedAt?.toISOString() ?? null,
    note: review.note,
  };
}

/**
 * The verdict of the submission's title search ("pending" before anyone opened it), or null when
 * no title clearance was ordered: the admin page warns before a report would go out without it.
 */
async function titleVerdictOf(
  submission: Pick<typeof submissions.$inferSelect, "id" | "titleClearance">,
): Promise<TitleVerdict | null> {
  if (!submission.titleClearance) return null;
  const [search] = await db()
    .select({ verdict: titleSearches.verdict })
    .from(titleSearches)
    .where(eq(titleSearches.submissionId, submission.id));
  return search?.verdict ?? "pending";
}

/** GET /api/admin/submissions/{id}: the customer, payment, files, audit log and next steps. */
export async function getAdminSubmission(id: string): Promise<AdminSubmissionView> {
  const { submission, customer } = await submissionForAdmin(id);
  const [orders, revisionRows, uploads, auditLog, researchers, review, titleVerdict, company] =
    await Promise.all([
      ordersOf(submission.id),
      revisionsOf(submission.id),
      uploadsOf(submission.id),
      auditLogOf(submission),
      researchersOf(),
      latestReviewOf(submission.id),
      titleVerdictOf(submission),
      companyForAdmin(submission.companyId),
    ]);
  return {
    correlation_id: submission.id,
    company,
    title: submission.title,
    status: submission.status,
    customer_email: customer.email,
    customer_name: customer.billingName,
    customer_company: customer.billingCompany,
    due_date: submission.dueDate,
    created_at: submission.createdAt.toISOString(),
    updated_at: submission.updatedAt.toISOString(),
    orders: orders.map((order) => ({
      ...chargeView(
        order,
        revisionRows.map((row) => row.createdAt),
      ),
      id: order.id,
      refunded: order.refunded,
    })),
    revisions: historyView(revisionRows),
    scripts: uploads.map((upload) => scriptView(upload)),
    audit_log: auditLog,
    allowed_transitions: manualTransitionsFrom(submission.status),
    assignee_id: submission.assigneeId,
    researchers,
    ready_for_delivery_at: submission.readyForDeliveryAt?.toISOString() ?? null,
    review,
    title_clearance: submission.titleClearance,
    title_verdict: titleVerdict,
  };
}
