/**
 * Markdown-lite for comments: links and line breaks, nothing else. The body is parsed into plain
 * data (text and links), which the browser renders as React elements (components/comments/
 * comment-body.tsx): text is always text, so no HTML in a comment ever becomes markup. Links go
 * to http(s) addresses only; anything else (`javascript:`, `data:`) stays as the text it was. A
 * label that reads as another site's address shows the link's own address instead.
 */

export type CommentInline =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** One line of a comment; lines are separated by line breaks. */
export type CommentLine = CommentInline[];

// `[label](address)`, the address allowed one level of balanced parentheses, or a bare http(s)
// address up to the next space.
const TOKEN =
  /\[([^\]\n]{1,500})\]\(([^\s()]*(?:\([^\s()]*\)[^\s()]*)*)\)|\bhttps?:\/\/[^\s<>"]+/gi;

// What usually ends the sentence around a bare address rather than the address itself.
const TRAILING = /[.,;:!?'"’”*_]+$/;

/** The address as a link may use it: absolute http or https, normalised; otherwise undefined. */
export function safeHref(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const hostOf = (url: URL) => url.hostname.replace(/\.$/, "").replace(/^www\./, "");

/**
 * The host a word of a label reads as when it looks like an address ("paypal.com",
 * "HTTPS://PayPal.com/login", "paypal。com"), resolved as a browser would; "@" for an address
 * with a user part ("paypal.com@evil.example" goes to evil.example); undefined for other words.
 */
function hostReadIn(word: string): string | undefined {
  const text = word.replace(/^[(<[{"'“‘]+/, "").replace(/[)>\]}"'”’.,;:!?]+$/, "");
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return "@";
  const host = hostOf(url);
  const named = /\.(?:[a-z]{2,}|xn--[a-z\d-]+)$/.test(host);
  // Written out as four numbers: the parser also reads "1.2" as the address 1.0.0.2.
  const numeric = /\d\.\d+\.\d+\.\d/.test(text) || host.startsWith("[");
  return named || numeric ? host : undefined;
}

/**
 * What a `[label](address)` link shows: its label, unless a word of it reads as an address of
 * another host than the link goes to (`[https://paypal.com](https://evil.example)`); then the
 * address itself, so a label never names a site the link does not open.
 */
function honestLabel(label: string, href: string): string {
  const target = hostOf(new URL(href));
  const misleads = label.split(/\s+/).some((word) => {
    const host = hostReadIn(word);
    return host !== undefined && host !== target;
  });
  return misleads ? href : label;
}

/** A bare address without the punctuation that follows it in a sentence (and an unmatched `)`). */
function trimBare(address: string): string {
  let trimmed = address.replace(TRAILING, "");
  while (trimmed.endsWith(")") && count(trimmed, "(") < count(trimmed, ")")) {
    trimmed = trimmed.slice(0, -1).replace(TRAILING, "");
  }
  return trimmed;
}

const count = (text: string, char: string) => text.split(char).length - 1;

function parseLine(line: string): CommentLine {
  const parts: CommentLine = [];
  const text = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  let at = 0;
  for (const match of line.matchAll(TOKEN)) {
    const [whole, label, address] = match;
    text(line.slice(at, match.index));
    at = match.index + whole.length;
    if (label !== undefined) {
      const href = safeHref(address ?? "");
      if (href) parts.push({ kind: "link", text: honestLabel(label, href), href });
      else text(whole);
      continue;
    }
    const bare = trimBare(whole);
    const href = safeHref(bare);
    if (href) parts.push({ kind: "link", text: bare, href });
    else text(bare);
    // What was trimmed off stays in the line as text.
    at = match.index + bare.length;
  }
  text(line.slice(at));
  return parts;
}

/** A comment's body as lines of text and links. */
export const parseCommentBody = (body: string): CommentLine[] =>
  body.replace(/\r\n?/g, "\n").split("\n").map(parseLine);

/** The body as plain text, its links written out (for e-mails): "label (address)". */
export const commentPlainText = (body: string): string =>
  parseCommentBody(body)
    .map((line) =>
      line
        .map((part) =>
          part.kind === "link" && !safeHref(part.text) ? `${part.text} (${part.href})` : part.text,
        )
        .join(""),
    )
    .join("\n");
