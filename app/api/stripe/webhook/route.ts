import { BODY_LIMITS } from "@/config/http";
import { readBody } from "@/lib/http/body";
import { answerRequest } from "@/lib/http/request-log";
import { handlePaymentWebhook } from "@/lib/payments/webhook";

/**
 * A payment notice, its signature checked on the raw body, handled once per event id. No session
 * here: the processor signs its notices.
 */
export const POST = (request: Request) =>
  answerRequest(request, async () => {
    const body = new TextDecoder().decode(await readBody(request, BODY_LIMITS.webhook));
    return Response.json(await handlePaymentWebhook(body, request.headers.get("stripe-signature")));
  });
