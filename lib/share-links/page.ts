import "server-only";

import { notFound } from "next/navigation";

import { Problem } from "@/lib/http/problems";

import { openSharePage, type SharePage } from "./access";
import { PASSCODE_COOKIE } from "./passcode";
import { visitorOf } from "./visitor";

/**
 * What `/share/{token}` shows: the report or its passcode form; a gone link is Next's 404 page
 * (app/share/[token]/not-found.tsx, the sentence), any other refusal (too many openings) its
 * sentence.
 */
export async function shareLinkPage(
  token: string,
  headers: Headers,
  cookies: { get(name: string): { value: string } | undefined },
): Promise<SharePage | { state: "problem"; message: string }> {
  try {
    return await openSharePage(token, visitorOf(headers), cookies.get(PASSCODE_COOKIE)?.value);
  } catch (problem) {
    if (problem instanceof Problem && problem.status === 404) notFound();
    if (problem instanceof Problem) return { state: "problem", message: problem.message };
    throw problem;
  }
}
