/**
 * The answers of a share link's own paths (`/share/{token}/…`): no session, the link's token
 * instead; its passcode session is a cookie scoped to the link's path.
 */
import "server-only";

import type { NextRequest } from "next/server";

import { SHARE_LINKS } from "@/config/share-links";
import { readJson } from "@/lib/http/request";
import { answerRequest as answer } from "@/lib/http/request-log";
import { refuseCrossSite } from "@/lib/security/same-origin";
import { contentDisposition } from "@/lib/storage/file-store";

import { downloadShared, enterPasscode } from "./access";
import { passcodeFormSchema } from "./input";
import { PASSCODE_COOKIE } from "./passcode";
import { visitorOf } from "./visitor";

export const sharePath = (token: string) => `/share/${token}`;

/** POST /share/{token}/passcode: 204 with the passcode session's cookie, or why not. */
export const passcodeAnswer = (request: NextRequest, token: string) =>
  answer(request, async () => {
    refuseCrossSite(request);
    const { passcode } = await readJson(request, passcodeFormSchema);
    const session = await enterPasscode(token, passcode, visitorOf(request.headers));
    const response = new Response(null, { status: 204 });
    if (session) {
      const cookie = [
        `${PASSCODE_COOKIE}=${session.value}`,
        `Path=${sharePath(token)}`,
        `Expires=${session.expires.toUTCString()}`,
        `Max-Age=${SHARE_LINKS.passcodeSessionMinutes * 60}`,
        "HttpOnly",
        // Lax: the recipient comes back by the link in their e-mail, from another site.
        "SameSite=Lax",
        ...(request.nextUrl.protocol === "https:" ? ["Secure"] : []),
      ];
      response.headers.append("set-cookie", cookie.join("; "));
    }
    return response;
  });

/** GET /share/{token}/download/{format}: the watermarked file, as an attachment. */
export const downloadAnswer = (request: NextRequest, token: string, format: string) =>
  answer(request, async () => {
    const file = await downloadShared(
      token,
      format,
      visitorOf(request.headers),
      request.cookies.get(PASSCODE_COOKIE)?.value,
    );
    return new Response(Buffer.from(file.bytes), {
      headers: {
        "content-type": file.contentType,
        "content-disposition": contentDisposition(file.name, false),
        "cache-control": "private, no-store",
      },
    });
  });
