/** The proforma issued e-mail (product.md §10), with the stored PDF attached. */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { isDeletedAccountEmail } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { proformas, userProfiles } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { proformaIssuedEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queue";
import { workOnEach, type WorkerSetup } from "@/lib/jobs/workers";
import { formatMoney } from "@/lib/pricing/format";
import { fileStore } from "@/lib/storage";

import { labelOf } from "./amounts";

export const proformaEmailJob = z.object({ proformaId: z.uuid() });

export async function sendProformaEmail({
  proformaId,
}: z.infer<typeof proformaEmailJob>): Promise<void> {
  const [row] = await db()
    .select({ proforma: proformas, email: userProfiles.email })
    .from(proformas)
    .innerJoin(userProfiles, eq(userProfiles.userId, proformas.userId))
    .where(eq(proformas.id, proformaId));
  // A customer who deleted the account meanwhile has nobody to write to.
  if (!row?.proforma.pdfKey || isDeletedAccountEmail(row.email)) return;
  const { proforma } = row;
  const pdf = await fileStore().get(row.proforma.pdfKey);
  const number = labelOf(proforma);
  await sendEmail({
    to: row.email,
    ...proformaIssuedEmail({
      number,
      title: proforma.title,
      total: formatMoney(proforma.total, proforma.currency),
      dueDate: proforma.dueDate!,
      link: `${appUrlFromEnv()}/submission/${proforma.submissionId}`,
    }),
    attachments: [
      {
        filename: `${number}.pdf`,
        content: pdf,
        contentType: "application/pdf",
      },
    ],
  });
}

export const proformaEmailWorkers: WorkerSetup = (queue) =>
  workOnEach(queue, QUEUES.proformaEmail.name, proformaEmailJob, sendProformaEmail);
