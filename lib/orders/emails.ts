/**
 * The e-mails an order sends its customer (product.md §10), from the order-email job. The
 * payment received goes with the order's invoice (lib/billing/delivery.ts).
 */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { orderNumber } from "@/config/orders";
import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { orders, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { workStartedEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";

export const orderEmailJob = z.object({
  orderId: z.uuid(),
  kind: z.enum(["work-started"]),
});

export async function sendOrderEmail({ orderId }: z.infer<typeof orderEmailJob>): Promise<void> {
  const [row] = await db()
    .select({ order: orders, submission: submissions, email: userProfiles.email })
    .from(orders)
    .innerJoin(submissions, eq(submissions.id, orders.submissionId))
    .innerJoin(userProfiles, eq(userProfiles.userId, orders.userId))
    .where(eq(orders.id, orderId));
  // An order gone, or a customer who deleted the account meanwhile: nobody to write to.
  if (!row || isDeletedAccountEmail(row.email)) return;
  const { order, submission } = row;
  await sendEmail({
    to: row.email,
    ...workStartedEmail({
      number: orderNumber(order.number),
      title: submission.title || "Untitled quote",
      dueDate: submission.dueDate,
      link: `${appUrlFromEnv()}/submission/${submission.id}`,
    }),
  });
}

export const orderEmailWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.orderEmail.name, orderEmailJob, sendOrderEmail);
