/** The "report delivered" e-mail (product.md §10, §13): a link to the results, no attachments. */
import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { reportVersions, submissions, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { reportDeliveredEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";

import { reportNumberOf, type ReportSnapshot } from "./snapshot";

export const reportEmailJob = z.object({ submissionId: z.uuid(), version: z.int().min(1) });

export async function sendReportEmail({
  submissionId,
  version,
}: z.infer<typeof reportEmailJob>): Promise<void> {
  const [row] = await db()
    .select({ snapshot: reportVersions.snapshot, email: userProfiles.email })
    .from(reportVersions)
    .innerJoin(submissions, eq(submissions.id, reportVersions.submissionId))
    .innerJoin(userProfiles, eq(userProfiles.userId, submissions.ownerId))
    .where(and(eq(reportVersions.submissionId, submissionId), eq(reportVersions.version, version)));
  if (!row || isDeletedAccountEmail(row.email)) return;
  const { cover, items } = row.snapshot as ReportSnapshot;
  await sendEmail({
    to: row.email,
    ...reportDeliveredEmail({
      title: cover.title,
      reportNumber: reportNumberOf(cover),
      version,
      items: items.length,
      findings: items.filter((item) => item.finding.trim()).length,
      reviewed: Boolean(cover.reviewer),
      link: `${appUrlFromEnv()}/submission/${submissionId}`,
    }),
  });
}

export const reportEmailWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.reportEmail.name, reportEmailJob, sendReportEmail);
