/**
 * Nothing waits unseen (product.md §14). A customer's message, a request for alternatives, a
 * proforma request or a revised draft is recorded on the submission's attention row, in the
 * transaction that makes it, and e-mailed to the assigned researcher (every admin when nobody is
 * assigned): at once, or, within ten minutes of the last e-mail, in the next one, which names
 * every event since. The row says what waits until it is answered; the Admin menu counts it.
 */
import "server-only";

import { and, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PoolClient } from "pg";
import { z } from "zod";

import type { AttentionEvent, AttentionKind } from "@/config/attention";
import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db, transactionWithClient, type Transaction } from "@/lib/db/client";
import { submissionAttention, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { attentionEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { researchersOf } from "@/lib/research/researchers";

import { emailDelayMs, eventsSummary, excerpt } from "./rules";

const attentionEmailPayload = z.object({ submissionId: z.uuid() });

/** Queues the submission's e-mail job to run after `delayMs`, in the transaction on `client`. */
const queueEmail = (client: PoolClient, submissionId: string, delayMs: number) =>
  enqueue(
    attentionEmailJob,
    { submissionId },
    {
      ...inTransaction(client),
      ...(delayMs > 0 && { startAfter: new Date(Date.now() + delayMs) }),
    },
  );

/**
 * Records that the customer did something a researcher must see, in the caller's transaction, and
 * queues the e-mail: it goes out with the event or not at all. A kind already waiting keeps the
 * time it has waited since.
 */
export async function raiseAttention(
  tx: Transaction,
  client: PoolClient,
  submissionId: string,
  event: { kind: AttentionKind; text?: string },
): Promise<void> {
  const now = new Date();
  const unsent: AttentionEvent = {
    kind: event.kind,
    at: now.toISOString(),
    ...(event.text && { text: excerpt(event.text) }),
  };
  const since = { [event.kind]: unsent.at };
  const [row] = await tx
    .insert(submissionAttention)
    .values({ submissionId, waiting: since, unsent: [unsent] })
    .onConflictDoUpdate({
      target: submissionAttention.submissionId,
      set: {
        // The right-hand side wins: a kind already waiting keeps its time.
        waiting: sql`${JSON.stringify(since)}::jsonb || ${submissionAttention.waiting}`,
        unsent: sql`${submissionAttention.unsent} || excluded.unsent`,
        updatedAt: now,
      },
    })
    .returning({ lastNotifiedAt: submissionAttention.lastNotifiedAt });
  await queueEmail(client, submissionId, emailDelayMs(row!.lastNotifiedAt, now));
}

/**
 * Marks `kinds` as answered on the submission, in the caller's transaction; every kind when none
 * are named. Events not yet e-mailed of those kinds are not e-mailed: they need nobody now.
 */
export async function answerAttention(
  tx: Transaction,
  submissionId: string,
  kinds?: readonly AttentionKind[],
): Promise<void> {
  const answered = sql`${sql.param(kinds ?? [])}::text[]`;
  await tx
    .update(submissionAttention)
    .set(
      kinds
        ? {
            waiting: sql`${submissionAttention.waiting} - ${answered}`,
            unsent: sql`coalesce((select jsonb_agg(event) from jsonb_array_elements(${submissionAttention.unsent}) event where not (event->>'kind' = any(${answered}))), '[]'::jsonb)`,
            updatedAt: new Date(),
          }
        : { waiting: {}, unsent: [], updatedAt: new Date() },
    )
    .where(eq(submissionAttention.submissionId, submissionId));
}

/** Who is told about a submission: its researcher, else every admin; never a deleted account. */
async function recipientsOf(assigneeEmail: string | null): Promise<string[]> {
  const emails = assigneeEmail
    ? [assigneeEmail]
    : (await researchersOf()).map(({ email }) => email);
  return emails.filter((email) => !isDeletedAccountEmail(email));
}

/**
 * The job: under the attention row's lock, e-mails the events not yet sent, unless an e-mail went
 * out less than ten minutes ago (then it queues itself for the end of that window).
 */
export async function sendAttentionEmail({
  submissionId,
}: z.infer<typeof attentionEmailPayload>): Promise<void> {
  await transactionWithClient(async (tx, client) => {
    const [row] = await tx
      .select({
        attention: submissionAttention,
        title: submissions.title,
        assigneeEmail: userProfiles.email,
      })
      .from(submissionAttention)
      .innerJoin(submissions, eq(submissions.id, submissionAttention.submissionId))
      .leftJoin(userProfiles, eq(userProfiles.userId, submissions.assigneeId))
      .where(eq(submissionAttention.submissionId, submissionId))
      .for("update", { of: submissionAttention });
    if (!row || row.attention.unsent.length === 0) return;
    const now = new Date();
    const delay = emailDelayMs(row.attention.lastNotifiedAt, now);
    if (delay > 0) {
      await queueEmail(client, submissionId, delay);
      return;
    }
    const recipients = await recipientsOf(row.assigneeEmail);
    if (recipients.length === 0)
      log.error({ part: "attention", submissionId }, "nobody to tell about a submission");
    const email = attentionEmail({
      title: row.title || "Untitled quote",
      summary: eventsSummary(row.attention.unsent),
      events: row.attention.unsent,
      link: `${appUrlFromEnv()}/admin/submission/${submissionId}`,
    });
    for (const to of recipients) await sendEmail({ to, ...email });
    await tx
      .update(submissionAttention)
      .set({ unsent: [], lastNotifiedAt: now, updatedAt: now })
      .where(eq(submissionAttention.submissionId, submissionId));
  });
}

export const attentionEmailJob = defineJob({
  name: "attention-email",
  payload: attentionEmailPayload,
  policy: SERVICE_CALL,
  handle: sendAttentionEmail,
});

/** Submissions that wait for `adminId`: something waits, and it is theirs or nobody's. */
export const needsAdmin = (adminId: string): SQL =>
  and(
    sql`${submissionAttention.waiting} <> '{}'::jsonb`,
    or(eq(submissions.assigneeId, adminId), isNull(submissions.assigneeId)),
  )!;

/** How many submissions wait for `adminId` (the Admin menu's "Needs you (3)"). */
export async function needsYouCount(adminId: string): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(submissionAttention)
    .innerJoin(submissions, eq(submissions.id, submissionAttention.submissionId))
    .where(needsAdmin(adminId));
  return row?.total ?? 0;
}
