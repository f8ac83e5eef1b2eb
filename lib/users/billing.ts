import "server-only";

import { eq, sql } from "drizzle-orm";

import { ensureProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db, type Transaction } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";

import type { BillingDetails } from "./billing-details";

/** GET /api/user/billing: the saved details, or null before the first save. */
export const getBillingDetails = (user: SignedInUser) => billingDetailsOf(user.id);

/** A user's saved billing details, or null before the first save (read in `within`, if given). */
export async function billingDetailsOf(
  userId: string,
  within: Transaction = db(),
): Promise<BillingDetails | null> {
  const [row] = await within.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!row?.billingName || !row.billingCountry) return null;
  return {
    name: row.billingName,
    company: row.billingCompany,
    address_line1: row.billingAddressLine1 ?? "",
    address_line2: row.billingAddressLine2,
    city: row.billingCity ?? "",
    postal_code: row.billingPostalCode,
    region: row.billingRegion,
    country: row.billingCountry,
    tax_id: row.billingTaxId,
  };
}

/**
 * The caller's billing details, or 422 saying to give them: every payment's invoice is made out
 * to them (product.md §7), so no payment starts without them.
 */
export async function requireBillingDetails(userId: string): Promise<BillingDetails> {
  const details = await billingDetailsOf(userId);
  if (details) return details;
  throw new Problem(
    422,
    "Add your billing details (name, address and country) before paying: your invoice is made out to them.",
  );
}

/** PATCH /api/user/billing: replaces the details with a complete, checked set. */
export async function saveBillingDetails(
  user: SignedInUser,
  details: BillingDetails,
): Promise<BillingDetails> {
  await ensureProfile(user.id);
  await db()
    .update(userProfiles)
    .set({
      billingName: details.name,
      billingCompany: details.company,
      billingAddressLine1: details.address_line1,
      billingAddressLine2: details.address_line2,
      billingCity: details.city,
      billingPostalCode: details.postal_code,
      billingRegion: details.region,
      billingCountry: details.country,
      billingTaxId: details.tax_id,
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.userId, user.id));
  return details;
}
