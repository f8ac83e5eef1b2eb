/**
 * The e-mails an order sends (product.md §10), from the order-email job, to its customer or its
 * company's members (product.md §16). The payment received goes with the order's invoice
 * (lib/billing/delivery.ts).
 */
import "server-only";

import { eq } from "drizzle-orm";
import type { z } from "zod";

import { orderNumber } from "@/config/orders";
import { emailConcerned } from "@/lib/companies/recipients";
import { db } from "@/lib/db/client";
import { orders, submissions } from "@/lib/db/schema";
import { workStartedEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { orderEmail } from "@/lib/submissions/order-email";

export async function sendOrderEmail({
  orderId,
}: z.infer<typeof orderEmail.payload>): Promise<void> {
  const [row] = await db()
    .select({ order: orders, submission: submissions })
    .from(orders)
    .innerJoin(submissions, eq(submissions.id, orders.submissionId))
    .where(eq(orders.id, orderId));
  // An order gone meanwhile: nothing to say.
  if (!row) return;
  const { order, submission } = row;
  // Everyone the submission's report will reach: its customer, or its company's members.
  await emailConcerned(
    submission.id,
    "report",
    workStartedEmail({
      number: orderNumber(order.number),
      title: submission.title || "Untitled quote",
      dueDate: submission.dueDate,
      link: `${appUrlFromEnv()}/submission/${submission.id}`,
    }),
  );
}

export const orderEmailJob = defineJob({ ...orderEmail, handle: sendOrderEmail });
