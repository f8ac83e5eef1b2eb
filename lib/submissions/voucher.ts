import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";

import { SUBMISSION_LIMITS } from "@/config/submissions";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { submissions } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { limitAttempts } from "@/lib/rate-limit";
import { checkVoucher } from "@/lib/vouchers/rules";
import { usageOf, voucherByCode } from "@/lib/vouchers/store";

import { notEditable } from "./drafts";
import { quoteOf } from "./quote";
import { getSubmission, ownSubmission, pricingOf } from "./read";
import type { SubmissionView } from "./views";

export const voucherCodeInput = z.object({
  code: z.string().trim().min(1, "Enter a voucher code.").max(40, "Voucher codes are shorter."),
});

/**
 * PUT /api/submissions/{id}/voucher: applies a voucher to a draft, or answers 422 with the
 * precise reason it does not apply (product.md §6). It is redeemed only when the order is paid.
 */
export async function applyVoucher(
  user: SignedInUser,
  id: string,
  code: string,
): Promise<SubmissionView> {
  const row = await editableDraft(user, id);
  await checkAttemptRate(user);
  const { basis } = await pricingOf(row);
  const voucher = await voucherByCode(code);
  const usage = voucher ? await usageOf(voucher.id, user.id) : { total: 0, byCustomer: 0 };
  const check = checkVoucher(code, voucher, usage, quoteOf(row, basis), new Date());
  if (!check.ok) throw new Problem(422, check.reason);
  await setVoucher(row.id, voucher!.id);
  return getSubmission(user, id);
}

/** DELETE /api/submissions/{id}/voucher: takes the voucher off a draft's quote. */
export async function removeVoucher(user: SignedInUser, id: string): Promise<SubmissionView> {
  const row = await editableDraft(user, id);
  await setVoucher(row.id, null);
  return getSubmission(user, id);
}

/** A draft, or a revised draft's delta quote: both are priced on the summary page. */
const PRICED = ["draft", "revision_requested"] as const;

async function editableDraft(user: SignedInUser, id: string) {
  const row = await ownSubmission(user, id);
  if (!(PRICED as readonly string[]).includes(row.status)) throw notEditable();
  return row;
}

async function setVoucher(submissionId: string, voucherId: string | null): Promise<void> {
  const updated = await db()
    .update(submissions)
    .set({ voucherId, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(submissions.id, submissionId), inArray(submissions.status, PRICED)))
    .returning({ id: submissions.id });
  if (updated.length === 0) throw notEditable();
}

async function checkAttemptRate(user: SignedInUser): Promise<void> {
  await limitAttempts(
    `voucher-attempt:${user.id}`,
    { limit: SUBMISSION_LIMITS.voucherAttemptsPerHour, windowMs: 60 * 60 * 1000 },
    "You have tried many voucher codes in the last hour.",
  );
}
