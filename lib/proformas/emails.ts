/** The proforma issued e-mail (product.md §10), with the stored PDF attached. */
import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import { emailConcerned } from "@/lib/companies/recipients";
import { db } from "@/lib/db/client";
import { proformas } from "@/lib/db/schema";
import { proformaIssuedEmail } from "@/lib/email/templates";
import { appUrlFromEnv } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";
import { formatMoney } from "@/lib/pricing/format";
import { fileStore } from "@/lib/storage";

import { labelOf } from "./amounts";

const proformaEmailPayload = z.object({ proformaId: z.uuid() });

export async function sendProformaEmail({
  proformaId,
}: z.infer<typeof proformaEmailPayload>): Promise<void> {
  const [proforma] = await db().select().from(proformas).where(eq(proformas.id, proformaId));
  // A draft deleted meanwhile took its order with it: there is nothing left to pay.
  if (!proforma?.pdfKey || !proforma.submissionId) return;
  const pdf = await fileStore().get(proforma.pdfKey);
  const number = labelOf(proforma);
  // To those who pay for the submission: its customer, or its company's owners and producers.
  await emailConcerned(proforma.submissionId, "payment", {
    ...proformaIssuedEmail({
      number,
      title: proforma.title,
      total: formatMoney(proforma.total, proforma.currency),
      dueDate: proforma.dueDate!,
      link: `${appUrlFromEnv()}/submission/${proforma.submissionId}`,
    }),
    attachments: [{ filename: `${number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}

export const proformaEmailJob = defineJob({
  name: "proforma-email",
  payload: proformaEmailPayload,
  policy: SERVICE_CALL,
  handle: sendProformaEmail,
});
