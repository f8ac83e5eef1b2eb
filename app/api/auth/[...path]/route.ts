import type { NextRequest } from "next/server";

import { handleAuthRequest } from "@/lib/auth/handler";

const handle = (request: NextRequest) => handleAuthRequest(request);

/** supertokens-node's routes: sign-in and sign-up, sessions, e-mail verification, password reset, Google. */
export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
