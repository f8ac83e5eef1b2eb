import type { NextRequest } from "next/server";

import { handleAuthRequest } from "@/lib/auth/handler";

const handle = (request: NextRequest) => handleAuthRequest(request);

export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
