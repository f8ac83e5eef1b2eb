import type { NextRequest } from "next/server";

import { passcodeAnswer } from "@/lib/share-links/routes";

/** The share link's passcode: its session cookie when right; attempts are limited. */
export const POST = async (
  request: NextRequest,
  { params }: { params: Promise<{ token: string }> },
) => passcodeAnswer(request, (await params).token);
