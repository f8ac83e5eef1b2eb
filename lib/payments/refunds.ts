/**
 * Money the processor took that no order keeps (product.md §8.2): a payment on a checkout whose
 * order had ended, or a notice whose session, amount or currency is not its order's. It is never
 * marked paid. It is recorded once per payment in the submission's audit log ("payment-to-refund",
 * with the payment's details), and every admin is e-mailed to refund it.
 */
import "server-only";

import { and, eq, sql } from "drizzle-orm";
import type { PoolClient } from "pg";
import { z } from "zod";

import { db, type Transaction } from "@/lib/db/client";
import { auditEvents, submissions } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { paymentToRefundEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";
import { enqueue, inTransaction } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { formatMoney } from "@/lib/pricing/format";
import { researchersOf } from "@/lib/research/researchers";

export const PAYMENT_TO_REFUND = "payment-to-refund";

/** What the audit event holds about the payment. */
const refundDetail = z.object({
  order: z.string(),
  /** The processor's payment, or its checkout session when it names none. */
  payment: z.string(),
  session: z.string(),
  /** In minor units of `currency`, as the processor reported them. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** Why it was not recorded as paid: a sentence. */
  note: z.string(),
});

export type PaymentToRefund = z.infer<typeof refundDetail> & { submissionId: string };

/**
 * Records the payment to refund and queues the admins' e-mail, in the caller's transaction
 * (which holds the order's row): a payment already raised is not raised again.
 */
export async function raisePaymentToRefund(
  tx: Transaction,
  client: PoolClient,
  { submissionId, ...detail }: PaymentToRefund,
): Promise<void> {
  const [raised] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.submissionId, submissionId),
        eq(auditEvents.action, PAYMENT_TO_REFUND),
        sql`${auditEvents.detail}->>'payment' = ${detail.payment}`,
      ),
    );
  if (raised) return;
  const [event] = await tx
    .insert(auditEvents)
    .values({ submissionId, actor: "system", action: PAYMENT_TO_REFUND, detail })
    .returning({ id: auditEvents.id });
  log.error({ part: "payments", ...detail }, "a payment to refund");
  await enqueue(paymentToRefundJob, { auditEventId: event!.id }, inTransaction(client));
}

const paymentToRefundPayload = z.object({ auditEventId: z.uuid() });

/** E-mails every admin about one payment to refund. */
export async function sendPaymentToRefundEmail({
  auditEventId,
}: z.infer<typeof paymentToRefundPayload>): Promise<void> {
  const [row] = await db()
    .select({ event: auditEvents, title: submissions.title })
    .from(auditEvents)
    .innerJoin(submissions, eq(submissions.id, auditEvents.submissionId))
    .where(eq(auditEvents.id, auditEventId));
  if (!row) return;
  const detail = refundDetail.parse(row.event.detail);
  const email = paymentToRefundEmail({
    orderNumber: detail.order,
    title: row.title || "Untitled quote",
    amount:
      detail.amount !== null && detail.currency
        ? formatMoney(detail.amount, detail.currency.toUpperCase())
        : "An unknown amount",
    payment: detail.payment,
    reason: detail.note,
    link: `${appUrlFromEnv()}/admin/submission/${row.event.submissionId}`,
  });
  const admins = await researchersOf();
  if (admins.length === 0)
    log.error(
      { part: "payments", payment: detail.payment },
      "no admin to tell about a payment to refund",
    );
  for (const admin of admins) await sendEmail({ to: admin.email, ...email });
}

export const paymentToRefundJob = defineJob({
  name: "payment-to-refund-email",
  payload: paymentToRefundPayload,
  policy: SERVICE_CALL,
  handle: sendPaymentToRefundEmail,
});
