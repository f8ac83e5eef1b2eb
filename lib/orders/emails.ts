/** The e-mails an order sends its customer (product.md §10), from the order-email job. */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { orderNumber } from "@/config/orders";
import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { orders, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { paymentReceivedEmail, workStartedEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";
import { formatMoney } from "@/lib/pricing/format";

export const orderEmailJob = z.object({
  orderId: z.uuid(),
  kind: z.enum(["payment-received", "work-started"]),
});

export async function sendOrderEmail({
  orderId,
  kind,
}: z.infer<typeof orderEmailJob>): Promise<void> {
  const [row] = await db()
    .select({ order: orders, submission: submissions, email: userProfiles.email })
    .from(orders)
    .innerJoin(submissions, eq(submissions.id, orders.submissionId))
    .innerJoin(userProfiles, eq(userProfiles.userId, orders.userId))
    .where(eq(orders.id, orderId));
  // An order gone, or a customer who deleted the account meanwhile: nobody to write to.
  if (!row || isDeletedAccountEmail(row.email)) return;
  const { order, submission } = row;
  const about = {
    number: orderNumber(order.number),
    title: submission.title || "Untitled quote",
    dueDate: submission.dueDate,
    link: `${appUrlFromEnv()}/submission/${submission.id}`,
  };
  await sendEmail({
    to: row.email,
    ...(kind === "work-started"
      ? workStartedEmail(about)
      : paymentReceivedEmail({ ...about, total: formatMoney(order.total, order.currency) })),
  });
}

export const orderEmailWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.orderEmail.name, orderEmailJob, sendOrderEmail);
