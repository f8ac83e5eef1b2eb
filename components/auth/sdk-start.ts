/**
 * Which SuperTokens SDK this page load started. auth-react (the /auth screens) starts web-js with
 * every recipe its screens need; web-js alone (every other page) starts only the session recipe,
 * and web-js starts once per page load, so auth-react cannot start after it: /auth then loads
 * afresh. Started the other way round, web-js's calls use the recipes auth-react started.
 */
export type SuperTokensSdk = "auth-react" | "web-js";

let started: SuperTokensSdk | undefined;

export const startedSdk = (): SuperTokensSdk | undefined => started;

/** Runs `start` unless an SDK already started in this page load. */
export function startOnce(sdk: SuperTokensSdk, start: () => void): void {
  if (started) return;
  start();
  started = sdk;
}
