import type { RecipeUserId } from "supertokens-node";
import EmailVerification from "supertokens-node/recipe/emailverification";
import type { SessionContainerInterface } from "supertokens-node/recipe/session/types";

import { log } from "@/lib/log";

/**
 * How long the e-mail sent at sign-up stands for the one the "Verify your email" screen asks
 * for as it opens. After that, or once the screen has asked, every request sends one ("Resend").
 */
const STANDS_FOR_MS = 10 * 60_000;

/**
 * The accounts whose sign-up sent the verification e-mail, and when. In this process's memory:
 * the sign-up and the screen's request that follows it reach the same server, and a miss only
 * sends one e-mail more, never one less.
 */
const sentAtSignUp = new Map<string, number>();

/**
 * Sends the verification e-mail as the account is made, so it goes even when the
 * "Verify your email" screen never opens; remembered, so that the screen's own request as it
 * opens sends no second one. A failure to send never fails the sign-up.
 */
export async function sendVerificationAtSignUp(
  tenantId: string,
  session: SessionContainerInterface,
  userContext: Record<string, unknown>,
): Promise<void> {
  const recipeUserId = session.getRecipeUserId(userContext);
  try {
    const sent = await EmailVerification.sendEmailVerificationEmail(
      tenantId,
      session.getUserId(userContext),
      recipeUserId,
      undefined,
      userContext,
    );
    if (sent.status === "OK") sentAtSignUp.set(recipeUserId.getAsString(), Date.now());
  } catch (error) {
    // The account is made either way: unrecorded, the screen's own request sends the e-mail.
    log.warn({ part: "auth", err: error }, "the verification e-mail at sign-up was not sent");
  }
}

/**
 * Whether the e-mail sent at sign-up answers this request for one: the first request after a
 * recent sign-up (the screen opening), while the address is not yet verified. Asked once.
 */
export async function answeredBySignUpEmail(
  recipeUserId: RecipeUserId,
  userContext: Record<string, unknown>,
): Promise<boolean> {
  const key = recipeUserId.getAsString();
  const sentAt = sentAtSignUp.get(key);
  if (sentAt === undefined) return false;
  sentAtSignUp.delete(key);
  if (Date.now() - sentAt > STANDS_FOR_MS) return false;
  return !(await EmailVerification.isEmailVerified(recipeUserId, undefined, userContext));
}
