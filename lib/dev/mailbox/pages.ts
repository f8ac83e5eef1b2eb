import { escapeHtml } from "@/lib/html/escape";

import type { StoredMessage } from "./mailbox";

export const MAILBOX_TITLE = "Development mailbox — No Conflict Script";
export const EMPTY_INBOX_TEXT = "No e-mail yet. Messages the app sends appear here.";

/** Seconds between reloads of the inbox, so new mail shows up without a click. */
const INBOX_REFRESH_SECONDS = 5;

/**
 * What the sandboxed frame may do: no scripts, no same-origin access; links the mail opens
 * in a new tab (see the `<base>` added to the frame) leave the sandbox.
 */
const MAIL_FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";

export type InboxPageInput = {
  /** Newest first, already filtered. */
  messages: StoredMessage[];
  /** The recipient filter, "" for all. */
  to: string;
};

export function messagePath(id: string): string {
  return `/messages/${encodeURIComponent(id)}`;
}

export function attachmentPath(id: string, index: number): string {
  return `${messagePath(id)}/attachments/${index}`;
}

/** The inbox: newest first, with a recipient filter and a button that empties the box. */
export function renderInboxPage(input: InboxPageInput): string {
  const body = `
    <div class="toolbar">
      ${renderFilterForm(input.to)}
      <form method="post" action="/clear">
        <button type="submit" class="danger">Clear</button>
      </form>
    </div>
    ${input.messages.length > 0 ? renderMessageTable(input.messages) : renderEmptyInbox(input.to)}`;
  const refresh = `<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}">`;
  return renderLayout(MAILBOX_TITLE, body, refresh);
}

/** One message: headers, its links to click, the HTML part sandboxed, the text part, attachments. */
export function renderMessagePage(message: StoredMessage): string {
  const subject = subjectOf(message);
  const body = `
    <p class="back"><a href="/">← Inbox</a></p>
    <h1>${escapeHtml(subject)}</h1>
    <dl class="headers">
      <dt>From</dt><dd>${escapeHtml(message.from) || "—"}</dd>
      ${message.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo)}</dd>` : ""}
      <dt>To</dt><dd>${escapeHtml(message.to.join(", ")) || "—"}</dd>
      <dt>Received</dt><dd>${renderTime(message.receivedAt)}</dd>
    </dl>
    ${renderLinks(message.links)}
    ${renderHtmlPart(message.html)}
    ${renderTextPart(message.text)}
    ${renderAttachments(message)}`;
  return renderLayout(`${subject} — ${MAILBOX_TITLE}`, body);
}

function renderFilterForm(to: string): string {
  const showAll = to ? ` <a href="/">Show all</a>` : "";
  return `
      <form method="get" action="/" class="filter" role="search">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="search" value="${escapeHtml(to)}" placeholder="name@example.com">
        <button type="submit">Filter</button>${showAll}
      </form>`;
}

function renderEmptyInbox(to: string): string {
  const text = to ? `No e-mail to ${to} yet.` : EMPTY_INBOX_TEXT;
  return `<p class="empty">${escapeHtml(text)}</p>`;
}

function renderMessageTable(messages: StoredMessage[]): string {
  const rows = messages.map(renderMessageRow).join("");
  return `
    <table class="inbox">
      <thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
      <tbody>${rows}
      </tbody>
    </table>`;
}

function renderMessageRow(message: StoredMessage): string {
  const href = escapeHtml(messagePath(message.id));
  const attachments = message.attachments.length
    ? ` <span class="badge">${message.attachments.length} attachment${message.attachments.length === 1 ? "" : "s"}</span>`
    : "";
  return `
        <tr>
          <td class="time"><a href="${href}" tabindex="-1">${renderTime(message.receivedAt)}</a></td>
          <td>${escapeHtml(message.to.join(", "))}</td>
          <td><a href="${href}">${escapeHtml(subjectOf(message))}</a>${attachments}</td>
        </tr>`;
}

function renderLinks(links: string[]): string {
  if (links.length === 0) return `<h2>Links</h2><p class="none">No links in this message.</p>`;
  const items = links
    .map((link) => {
      const url = escapeHtml(link);
      return `<li><a href="${url}" target="_blank" rel="noreferrer">${url}</a></li>`;
    })
    .join("");
  return `<h2>Links</h2><ul class="links">${items}</ul>`;
}

/** The HTML part only ever as the srcdoc of a sandboxed frame, never as markup of this page. */
function renderHtmlPart(html: string): string {
  if (!html) return `<h2>HTML</h2><p class="none">No HTML part.</p>`;
  const srcdoc = escapeHtml(`<base target="_blank">${html}`);
  return `<h2>HTML</h2>
    <iframe class="mail" title="HTML part" sandbox="${MAIL_FRAME_SANDBOX}" referrerpolicy="no-referrer" srcdoc="${srcdoc}"></iframe>`;
}

function renderTextPart(text: string): string {
  if (!text) return `<h2>Text</h2><p class="none">No text part.</p>`;
  return `<h2>Text</h2><pre class="text">${escapeHtml(text)}</pre>`;
}

function renderAttachments(message: StoredMessage): string {
  if (message.attachments.length === 0) return "";
  const items = message.attachments
    .map(
      (attachment, index) =>
        `<li><a href="${escapeHtml(attachmentPath(message.id, index))}" download>${escapeHtml(attachment.filename)}</a>
          <span class="meta">${escapeHtml(attachment.contentType)}, ${formatSize(attachment.size)}</span></li>`,
    )
    .join("");
  return `<h2>Attachments</h2><ul class="attachments">${items}</ul>`;
}

function renderTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatLocalTime(iso))}</time>`;
}

function subjectOf(message: StoredMessage): string {
  return message.subject.trim() || "(no subject)";
}

/** "2026-05-01 14:03:22" in the machine's time zone, which is the developer's. */
export function formatLocalTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function renderLayout(title: string, body: string, head = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${head}
  <title>${escapeHtml(title)}</title>
  <style>${STYLES}</style>
</head>
<body>
  <header class="bar">
    <a class="home" href="/">Development mailbox</a>
    <span class="note">No Conflict Script · local only, nothing here is sent</span>
  </header>
  <main>${body}
  </main>
</body>
</html>
`;
}

const STYLES = `
  :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --accent: #0b57d0; --danger: #b3261e; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f8fa; }
  a { color: var(--accent); }
  .bar { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; padding: 12px 24px; background: #fff; border-bottom: 1px solid var(--line); }
  .home { font-weight: 600; font-size: 17px; color: var(--ink); text-decoration: none; }
  .note { color: var(--muted); font-size: 13px; }
  main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 22px; margin: 8px 0 16px; overflow-wrap: anywhere; }
  h2 { font-size: 15px; margin: 24px 0 8px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
  .toolbar { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; align-items: center; margin-bottom: 16px; }
  .filter { display: flex; gap: 8px; align-items: center; }
  input { font: inherit; padding: 6px 10px; border: 1px solid var(--line); border-radius: 6px; min-width: 240px; }
  button { font: inherit; padding: 6px 14px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
  button.danger { color: var(--danger); border-color: #e8b4b0; }
  table.inbox { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
  .inbox th, .inbox td { text-align: left; padding: 10px 14px; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
  .inbox th { font-size: 13px; color: var(--muted); font-weight: 600; background: #f6f8fa; }
  .inbox tr:last-child td { border-bottom: 0; }
  .inbox .time { width: 1%; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .inbox .time a { color: var(--muted); text-decoration: none; }
  .badge { margin-left: 6px; font-size: 12px; color: var(--muted); border: 1px solid var(--line); border-radius: 10px; padding: 0 8px; }
  .empty, .none { color: var(--muted); }
  .empty { padding: 48px 0; text-align: center; background: #fff; border: 1px dashed var(--line); border-radius: 8px; }
  .back { margin: 0; }
  .headers { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; padding: 12px 16px; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
  .headers dt { color: var(--muted); }
  .headers dd { margin: 0; overflow-wrap: anywhere; }
  .links { margin: 0; padding-left: 20px; }
  .links a { overflow-wrap: anywhere; }
  iframe.mail { display: block; width: 100%; height: 60vh; min-height: 240px; resize: vertical; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
  pre.text { margin: 0; padding: 12px 16px; white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid var(--line); border-radius: 8px; font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
  .attachments .meta { color: var(--muted); font-size: 13px; margin-left: 6px; }
`;
