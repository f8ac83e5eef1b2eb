import type { NextRequest } from "next/server";

import { downloadAnswer } from "@/lib/share-links/routes";

type Context = { params: Promise<{ token: string; format: string }> };

/** A file the share link includes, watermarked with its recipient's name and the day. */
export const GET = async (request: NextRequest, { params }: Context) => {
  const { token, format } = await params;
  return downloadAnswer(request, token, format);
};
