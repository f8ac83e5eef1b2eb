import { z } from "zod";

import { defineContract } from "@/lib/jobs/define";
import { SERVICE_CALL } from "@/lib/jobs/policies";

/**
 * An e-mail about a submission's paid order (work started): queued here, as the submission's
 * status changes, and sent by lib/orders/emails.ts (orders builds on submissions, not the
 * reverse).
 */
export const orderEmail = defineContract({
  name: "order-email",
  payload: z.object({ orderId: z.uuid(), kind: z.enum(["work-started"]) }),
  policy: SERVICE_CALL,
});
