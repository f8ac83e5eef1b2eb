import { escapeHtml } from "@/lib/html/escape";

/** Form field names shared by the page and the handler that reads it. */
export const CONSENT_FIELDS = { email: "email", shareEmail: "share_email" } as const;

export const CONSENT_PAGE_TITLE = "Sign in with Google (development)";

export type ConsentPageInput = {
  /** Where the form posts to (the interaction's own URL). */
  formAction: string;
  /** Shown as "to continue to …"; the app's host. */
  appName: string;
  /** Pre-filled email: the last attempt or the request's login_hint. */
  email: string;
  shareEmail: boolean;
  error?: string;
};

export type ErrorPageInput = { heading: string; message: string };

/** The sign-in page: the person types the account's email and chooses whether to share it. */
export function renderConsentPage(input: ConsentPageInput): string {
  const errorId = "email-error";
  const error = input.error
    ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(input.error)}</p>`
    : "";
  const invalid = input.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const body = `
    <h1>Sign in</h1>
    <p class="subtitle">to continue to <strong>${escapeHtml(input.appName)}</strong></p>
    <p class="notice"><strong>For local use only.</strong> This development stand-in for Google signs anyone who can open this page in as any email address they type, administrators included; no password is needed. Never run it where other people can reach the app.</p>
    <form method="post" action="${escapeHtml(input.formAction)}">
      <label for="email">Email</label>
      <input id="email" type="email" name="${CONSENT_FIELDS.email}" value="${escapeHtml(input.email)}"
        autocomplete="email" autofocus required${invalid}>
      ${error}
      <label class="choice">
        <input type="checkbox" name="${CONSENT_FIELDS.shareEmail}" value="yes"${input.shareEmail ? " checked" : ""}>
        Share my email address with the app
      </label>
      <div class="actions"><button type="submit">Continue</button></div>
    </form>`;
  return renderLayout(CONSENT_PAGE_TITLE, body);
}

/** A page for requests that cannot go on, e.g. an expired sign-in. */
export function renderErrorPage(input: ErrorPageInput): string {
  const body = `
    <h1>${escapeHtml(input.heading)}</h1>
    <p class="message">${escapeHtml(input.message)}</p>`;
  return renderLayout(`${input.heading} – ${CONSENT_PAGE_TITLE}`, body);
}

function renderLayout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <style>${STYLES}</style>
  </head>
  <body>
    <main class="card">
      <div class="logo" aria-hidden="true"><span>G</span><span>o</span><span>o</span><span>g</span><span>l</span><span>e</span></div>
      ${body}
    </main>
  </body>
</html>
`;
}

const STYLES = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f0f4f9;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; }
  .card { width: min(100% - 32px, 448px); padding: 40px; background: #fff; border-radius: 28px;
    box-shadow: 0 1px 3px rgba(0, 0, 0, .12); }
  .logo { font-size: 24px; font-weight: 600; letter-spacing: -1px; }
  .logo span:nth-child(1), .logo span:nth-child(4) { color: #4285f4; }
  .logo span:nth-child(2), .logo span:nth-child(6) { color: #ea4335; }
  .logo span:nth-child(3) { color: #fbbc05; }
  .logo span:nth-child(5) { color: #34a853; }
  h1 { margin: 16px 0 4px; font-size: 32px; font-weight: 400; }
  .subtitle { margin: 0 0 16px; }
  .notice { margin: 0 0 24px; padding: 12px 16px; border-radius: 8px; background: #fef7e0; font-size: 14px; }
  label { display: block; font-size: 14px; font-weight: 500; }
  input[type="email"] { display: block; width: 100%; margin: 4px 0 8px; padding: 14px 16px;
    font: inherit; border: 1px solid #747775; border-radius: 4px; }
  input[type="email"]:focus { outline: 2px solid #0b57d0; border-color: transparent; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { margin: 0 0 8px; color: #b3261e; font-size: 14px; }
  .choice { display: flex; gap: 8px; align-items: center; margin: 16px 0 32px; font-weight: 400; }
  .choice input { width: 18px; height: 18px; margin: 0; }
  .actions { display: flex; justify-content: flex-end; }
  button { padding: 10px 24px; font: inherit; font-weight: 500; color: #fff;
    background: #0b57d0; border: 0; border-radius: 20px; cursor: pointer; }
  button:hover { background: #0842a0; }
  .message { margin: 16px 0 0; }
`;
