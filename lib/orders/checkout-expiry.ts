import { z } from "zod";

import { defineContract } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";

/**
 * Expiring an ended order's card checkout at the processor: queued here, where orders end, and
 * handled by lib/payments/session-expiry.ts (payments builds on orders, not the reverse).
 */
export const checkoutExpiry = defineContract({
  name: "checkout-expiry",
  payload: z.object({ sessionId: z.string().min(1).max(255) }),
  policy: SERVICE_CALL,
});
