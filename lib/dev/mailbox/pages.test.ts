import { escapeHtml } from "@/lib/html/escape";

import type { StoredMessage } from "./mailbox";
import {
  EMPTY_INBOX_TEXT,
  formatSize,
  MAILBOX_TITLE,
  renderInboxPage,
  renderMessagePage,
} from "./pages";

const HOSTILE = `"><script>alert('x')</script>&`;
const ESCAPED_HOSTILE = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;";

function message(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: "0mwrb8fxk000000-520512a4",
    receivedAt: "2026-05-01T12:00:00.000Z",
    from: "No Conflict Script <noreply@example.com>",
    to: ["alice@example.com"],
    subject: "Verify your e-mail address",
    text: "Open https://app.example.com/verify?token=abc",
    html: '<p>Open <a href="https://app.example.com/verify?token=abc">this link</a></p>',
    links: ["https://app.example.com/verify?token=abc"],
    attachments: [],
    ...overrides,
  };
}

describe("renderInboxPage", () => {
  it("says the box is empty and still offers the filter and the Clear button", () => {
    const page = renderInboxPage({ messages: [], to: "" });

    expect(page).toContain(`<title>${MAILBOX_TITLE}</title>`);
    expect(page).toContain(EMPTY_INBOX_TEXT);
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    expect(page).toMatch(
      /<form method="post" action="\/clear">\s*<button type="submit"[^>]*>Clear</,
    );
    expect(page).not.toContain("<table");
  });

  it("lists each message with its time, recipients and a link to it", () => {
    const page = renderInboxPage({ messages: [message()], to: "" });

    expect(page).toContain('<time datetime="2026-05-01T12:00:00.000Z">');
    expect(page).toContain("<td>alice@example.com</td>");
    expect(page).toContain(
      '<a href="/messages/0mwrb8fxk000000-520512a4">Verify your e-mail address</a>',
    );
    expect(page).not.toContain(EMPTY_INBOX_TEXT);
  });

  it("escapes every value it shows", () => {
    const page = renderInboxPage({
      messages: [message({ subject: HOSTILE, to: [HOSTILE] })],
      to: HOSTILE,
    });

    expect(page).not.toContain("<script>");
    expect(page).toContain(`value="${ESCAPED_HOSTILE}"`);
    expect(page).toContain(`<td>${ESCAPED_HOSTILE}</td>`);
  });

  it("names the recipient when a filter finds nothing", () => {
    const page = renderInboxPage({ messages: [], to: "bob@example.com" });

    expect(page).toContain("No e-mail to bob@example.com yet.");
    expect(page).toContain('<a href="/">Show all</a>');
  });
});

describe("renderMessagePage", () => {
  it("shows the links as anchors and the text part in a pre", () => {
    const page = renderMessagePage(message());

    expect(page).toContain(
      '<a href="https://app.example.com/verify?token=abc" target="_blank" rel="noreferrer">',
    );
    expect(page).toContain('<pre class="text">Open https://app.example.com/verify?token=abc</pre>');
    expect(page).toContain("<dd>No Conflict Script &lt;noreply@example.com&gt;</dd>");
  });

  it("shows the Reply-To header when the message has one", () => {
    expect(renderMessagePage(message())).not.toContain("<dt>Reply-To</dt>");
    expect(renderMessagePage(message({ replyTo: "help@example.com" }))).toContain(
      "<dt>Reply-To</dt><dd>help@example.com</dd>",
    );
  });

  it("puts the HTML part only into the srcdoc of a frame sandboxed without scripts", () => {
    const html = `<p onclick="steal()">Hi</p><script>alert("x")</script>`;
    const page = renderMessagePage(message({ html }));

    expect(page).not.toContain("<script");
    expect(page).not.toContain("<p onclick");
    const frame = /<iframe[^>]*\ssandbox="([^"]*)"[^>]*\ssrcdoc="([^"]*)"><\/iframe>/.exec(page);
    expect(frame?.[1]).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame?.[2]).toBe(escapeHtml(`<base target="_blank">${html}`));
  });

  it("escapes the subject, headers, links, text and attachment names", () => {
    const page = renderMessagePage(
      message({
        from: HOSTILE,
        to: [HOSTILE],
        subject: HOSTILE,
        text: HOSTILE,
        html: "",
        links: [`https://x.example/?q=${HOSTILE}`],
        attachments: [{ filename: HOSTILE, contentType: HOSTILE, size: 1 }],
      }),
    );

    expect(page).not.toContain("<script>");
    expect(page).not.toContain("'x'");
    expect(page).toContain(`<h1>${ESCAPED_HOSTILE}</h1>`);
    expect(page).toContain("No HTML part.");
  });

  it("lists attachments with their download links and sizes", () => {
    const page = renderMessagePage(
      message({
        attachments: [
          { filename: "call sheet.pdf", contentType: "application/pdf", size: 2048 },
          { filename: "notes.txt", contentType: "text/plain", size: 12 },
        ],
      }),
    );

    expect(page).toContain(
      '<a href="/messages/0mwrb8fxk000000-520512a4/attachments/1" download>notes.txt</a>',
    );
    expect(page).toContain("application/pdf, 2.0 KB");
  });

  it("calls a message without a subject so", () => {
    expect(renderMessagePage(message({ subject: "  " }))).toContain("<h1>(no subject)</h1>");
  });
});

describe("formatSize", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1536, "1.5 KB"],
    [5 * 1024 * 1024, "5.0 MB"],
  ])("shows %i bytes as %s", (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});
