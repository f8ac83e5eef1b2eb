import { problemResponse } from "@/lib/api/problems";
import { handlePaymentWebhook } from "@/lib/payments/webhook";

// No session here: the processor signs its notices, and the signature is checked on the raw body.
export async function POST(request: Request) {
  try {
    const body = await request.text();
    return Response.json(await handlePaymentWebhook(body, request.headers.get("stripe-signature")));
  } catch (problem) {
    return problemResponse(problem);
  }
}
