import "server-only";

import { desc, eq } from "drizzle-orm";
import { z } from "zod";

import { PAYMENT_METHOD_LABELS } from "@/config/orders";
import { pricing } from "@/config/pricing";
import { db } from "@/lib/db/client";
import { auditEvents, paymentMethod, userProfiles } from "@/lib/db/schema";
import { formatMoney } from "@/lib/pricing/format";
import type { SubmissionStatus } from "@/lib/submission-lifecycle/transitions";

/** One entry of a submission's audit log, as admins read it. */
export type AuditEventView = {
  id: string;
  at: string;
  /** An admin's e-mail, "Customer" for the submission's owner, "Share link abc123…", or "System". */
  actor: string;
  /** "Payment received", "Status changed". */
  action: string;
  from_status: SubmissionStatus | null;
  to_status: SubmissionStatus | null;
  /** What the admin wrote with the change. */
  note: string | null;
  /** The order, proforma or credit note it was about: "NCS-000123 · Card · $450.00". */
  detail: string | null;
};

// Details are written by several features over time: a field of another shape is left out.
const eventDetail = z.object({
  note: z.string().optional().catch(undefined),
  order: z.string().optional().catch(undefined),
  proforma: z.string().optional().catch(undefined),
  creditNote: z.string().optional().catch(undefined),
  method: z.enum(paymentMethod.enumValues).optional().catch(undefined),
  total: z.number().int().optional().catch(undefined),
  researcher: z.string().optional().catch(undefined),
  /** A share link's recipient and what they downloaded (product.md §15). */
  recipient: z.string().optional().catch(undefined),
  download: z.string().optional().catch(undefined),
});

/** Who an event's actor was: an admin, the customer, a share link's recipient, or the system. */
function actorOf(actor: string, ownerId: string, email: string | null) {
  if (actor === ownerId) return "Customer";
  if (actor.startsWith("share-link:")) return `Share link ${actor.slice("share-link:".length)}…`;
  return email ?? "System";
}

/** "payment-received" → "Payment received". */
const actionInWords = (action: string) => {
  const words = action.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A submission's audit events, newest first, with who made each of them. */
export async function auditLogOf(submission: {
  id: string;
  ownerId: string;
}): Promise<AuditEventView[]> {
  const rows = await db()
    .select({ event: auditEvents, actorEmail: userProfiles.email })
    .from(auditEvents)
    .leftJoin(userProfiles, eq(userProfiles.userId, auditEvents.actor))
    .where(eq(auditEvents.submissionId, submission.id))
    .orderBy(desc(auditEvents.createdAt));
  return rows.map(({ event, actorEmail }) => {
    const detail = eventDetail.parse(event.detail);
    const about = [
      detail.researcher,
      detail.recipient,
      detail.download,
      detail.order,
      detail.proforma,
      detail.creditNote,
      detail.method && PAYMENT_METHOD_LABELS[detail.method],
      detail.total !== undefined && formatMoney(detail.total, pricing.currency),
    ].filter(Boolean);
    return {
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: actorOf(event.actor, submission.ownerId, actorEmail),
      action: actionInWords(event.action),
      from_status: event.fromStatus,
      to_status: event.toStatus,
      note: detail.note ?? null,
      detail: about.length > 0 ? about.join(" · ") : null,
    };
  });
}
