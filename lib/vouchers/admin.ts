/** The admins' voucher editor (product.md §6): list with usage, create, edit, deactivate. */
import "server-only";

import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";

import { db } from "@/lib/db/client";
import { INTEGER_MAX, INTEGER_MAX_TEXT } from "@/lib/db/columns";
import { submissions, userProfiles, voucherRedemptions, vouchers } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";

import { normaliseCode } from "./rules";
import { voucherById, type VoucherRow } from "./store";

const date = z.iso
  .datetime({ offset: true, error: "Dates are ISO 8601, such as 2026-12-31T23:59:59Z." })
  .transform((value) => new Date(value))
  .nullable();

/**
 * A whole number from 1 that fits its integer column: `what` starts the sentences, `tooSmall`
 * is the one for less than 1.
 */
const positiveInteger = (what: string, tooSmall: string) =>
  z
    .number({ error: `${what} is a number.` })
    // The range first: 1e300 is whole, but beyond JavaScript's safe integers too.
    .min(1, tooSmall)
    .max(INTEGER_MAX, `${what} is at most ${INTEGER_MAX_TEXT}.`)
    .int(`${what} is a whole number.`);

const voucherFields = z.object({
  code: z
    .string()
    .trim()
    .min(3, "A code has at least 3 characters.")
    .max(32, "A code has at most 32 characters.")
    .regex(/^[A-Za-z0-9-]+$/, "A code has letters, digits and dashes only.")
    .transform(normaliseCode),
  kind: z.enum(["percent", "fixed"]),
  value: positiveInteger("The value", "The value is at least 1."),
  validFrom: date,
  validUntil: date,
  maxRedemptions: positiveInteger(
    "The limit of redemptions",
    "The limit of redemptions is at least 1.",
  ).nullable(),
  maxPerCustomer: positiveInteger(
    "The limit per customer",
    "Each customer may use it at least once.",
  ),
  minimumSubtotal: positiveInteger("The minimum", "The minimum is at least 1 cent.").nullable(),
  appliesTo: z.enum(["all", "script_clearance", "title_clearance"]),
  active: z.boolean(),
  note: z.string().trim().max(500, "The note has at most 500 characters.").nullable(),
});

export const newVoucherInput = voucherFields.extend({
  validFrom: date.default(null),
  validUntil: date.default(null),
  maxRedemptions: voucherFields.shape.maxRedemptions.default(null),
  maxPerCustomer: voucherFields.shape.maxPerCustomer.default(1),
  minimumSubtotal: voucherFields.shape.minimumSubtotal.default(null),
  appliesTo: voucherFields.shape.appliesTo.default("all"),
  active: voucherFields.shape.active.default(true),
  note: voucherFields.shape.note.default(null),
});
export const voucherChangesInput = voucherFields.partial();

/** What the fields say together, for a new voucher or an edited one: 400 when they disagree. */
function checkCoherent(voucher: Pick<VoucherRow, "kind" | "value" | "validFrom" | "validUntil">) {
  if (voucher.kind === "percent" && voucher.value > 100) {
    throw new Problem(400, "A percentage is between 1 and 100.", {}, "value");
  }
  if (voucher.validFrom && voucher.validUntil && voucher.validFrom >= voucher.validUntil) {
    throw new Problem(400, "The voucher must start before it ends.", {}, "validUntil");
  }
}

export type VoucherView = Omit<
  VoucherRow,
  "validFrom" | "validUntil" | "createdAt" | "updatedAt"
> & {
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
  updatedAt: string;
  redemptions: number;
};

export type RedemptionView = {
  submissionId: string;
  title: string;
  customerEmail: string;
  discount: number;
  redeemedAt: string;
};

/** GET /api/admin/vouchers: every voucher, newest first, with how often it was used. */
export async function listVouchers(): Promise<VoucherView[]> {
  const rows = await db()
    .select({ voucher: vouchers, redemptions: count(voucherRedemptions.id) })
    .from(vouchers)
    .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherId, vouchers.id))
    .groupBy(vouchers.id)
    .orderBy(desc(vouchers.createdAt));
  return rows.map(({ voucher, redemptions }) => voucherView(voucher, redemptions));
}

/** POST /api/admin/vouchers: a new voucher, its code unique whatever its case. */
export async function createVoucher(input: z.infer<typeof newVoucherInput>): Promise<VoucherView> {
  checkCoherent(input);
  const [created] = await uniqueCode(input.code, () =>
    db().insert(vouchers).values(input).returning(),
  );
  return voucherView(created!, 0);
}

/** PATCH /api/admin/vouchers/{id}: edits, deactivates or reactivates a voucher. */
export async function updateVoucher(
  id: string,
  changes: z.infer<typeof voucherChangesInput>,
): Promise<VoucherView> {
  const current = await existingVoucher(id);
  const merged = { ...current, ...changes };
  checkCoherent(merged);
  const [updated] = await uniqueCode(merged.code, () =>
    db()
      .update(vouchers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(vouchers.id, id))
      .returning(),
  );
  return voucherView(updated!, (await listRedemptions(id)).length);
}

/** GET /api/admin/vouchers/{id}/redemptions: the paid orders that used it. */
export async function listRedemptions(id: string): Promise<RedemptionView[]> {
  await existingVoucher(id);
  const rows = await db()
    .select({
      submissionId: voucherRedemptions.submissionId,
      title: submissions.title,
      customerEmail: userProfiles.email,
      discount: voucherRedemptions.discount,
      redeemedAt: voucherRedemptions.redeemedAt,
    })
    .from(voucherRedemptions)
    .innerJoin(submissions, eq(submissions.id, voucherRedemptions.submissionId))
    .innerJoin(userProfiles, eq(userProfiles.userId, voucherRedemptions.userId))
    .where(eq(voucherRedemptions.voucherId, id))
    .orderBy(desc(voucherRedemptions.redeemedAt));
  return rows.map((row) => ({ ...row, redeemedAt: row.redeemedAt.toISOString() }));
}

async function existingVoucher(id: string): Promise<VoucherRow> {
  const voucher = z.uuid().safeParse(id).success ? await voucherById(id) : undefined;
  if (!voucher) throw new Problem(404, "This voucher does not exist.");
  return voucher;
}

/** Runs `write`, turning a clash on the unique code into a 409 a person understands. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code === "23505") {
      throw new Problem(409, `A voucher with the code ${code} already exists.`);
    }
    throw error;
  }
}

function voucherView(voucher: VoucherRow, redemptions: number): VoucherView {
  return {
    ...voucher,
    validFrom: voucher.validFrom?.toISOString() ?? null,
    validUntil: voucher.validUntil?.toISOString() ?? null,
    createdAt: voucher.createdAt.toISOString(),
    updatedAt: voucher.updatedAt.toISOString(),
    redemptions,
  };
}
