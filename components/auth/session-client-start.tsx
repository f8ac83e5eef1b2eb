"use client";

import { setSessionRefresher } from "@/lib/api-client/session-retry";

import { refreshSession } from "./session-client";

/**
 * Lets the API helpers refresh an expired session (its SDK loads then), set while the frame
 * renders: before the page below it renders, and so before any of its effects calls the API.
 */
export function SessionClientStart() {
  setSessionRefresher(refreshSession);
  return null;
}
