"use client";

import { startSessionClient } from "./session-client";

/**
 * Starts the browser's session client while the frame renders: before the page below it
 * renders, and so before any of its effects calls the API.
 */
export function SessionClientStart() {
  startSessionClient();
  return null;
}
