/** The "report delivered" e-mail (product.md §10, §13): a link to the results, no attachments. */
import "server-only";

import { and, eq } from "drizzle-orm";
import { z } from "zod";

import { emailConcerned } from "@/lib/companies/recipients";
import { db } from "@/lib/db/client";
import { reportVersions } from "@/lib/db/schema";
import { reportDeliveredEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";

import { reportNumberOf } from "./report-number";
import { type ReportSnapshot } from "./snapshot";

const reportEmailPayload = z.object({ submissionId: z.uuid(), version: z.int().min(1) });

export async function sendReportEmail({
  submissionId,
  version,
}: z.infer<typeof reportEmailPayload>): Promise<void> {
  const [row] = await db()
    .select({ snapshot: reportVersions.snapshot })
    .from(reportVersions)
    .where(and(eq(reportVersions.submissionId, submissionId), eq(reportVersions.version, version)));
  if (!row) return;
  const { cover, items } = row.snapshot as ReportSnapshot;
  const message = reportDeliveredEmail({
    title: cover.title,
    reportNumber: reportNumberOf(cover),
    version,
    items: items.length,
    findings: items.filter((item) => item.finding.trim()).length,
    reviewed: Boolean(cover.reviewer),
    link: `${appUrlFromEnv()}/submission/${submissionId}`,
  });
  // Its owner, or every member of its company (docs/product.md "Companies and roles").
  await emailConcerned(submissionId, "report", message);
}

export const reportEmailJob = defineJob({
  name: "report-email",
  payload: reportEmailPayload,
  policy: SERVICE_CALL,
  handle: sendReportEmail,
});
