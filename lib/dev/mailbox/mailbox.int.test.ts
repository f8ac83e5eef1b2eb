import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import nodemailer, { type SendMailOptions } from "nodemailer";

import {
  extractLinks,
  startDevMailbox,
  type DevMailboxOptions,
  type RunningDevMailbox,
  type StoredMessage,
} from "./mailbox";

const SENDER = "No Conflict Script <noreply@example.com>";
const VERIFY_LINK = "https://app.example.com/auth/verify-email?token=abc&tenantId=public";
const HELP_LINK = "https://app.example.com/help";

const running: RunningDevMailbox[] = [];
const temporaryDirs: string[] = [];

async function start(options?: DevMailboxOptions): Promise<RunningDevMailbox> {
  const mailbox = await startDevMailbox(options);
  running.push(mailbox);
  return mailbox;
}

async function stop(mailbox: RunningDevMailbox): Promise<void> {
  running.splice(running.indexOf(mailbox), 1);
  await mailbox.close();
}

async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "dev-mailbox-"));
  temporaryDirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((mailbox) => mailbox.close()));
  await Promise.all(
    temporaryDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

function send(mailbox: RunningDevMailbox, mail: SendMailOptions) {
  return nodemailer.createTransport(mailbox.smtpUrl).sendMail({ from: SENDER, ...mail });
}

/** Sends messages one after another, so their order of arrival is the order given. */
async function sendAll(mailbox: RunningDevMailbox, mails: SendMailOptions[]): Promise<void> {
  for (const mail of mails) await send(mailbox, mail);
}

function verificationMail(to: string): SendMailOptions {
  return {
    to,
    subject: "Verify your e-mail address",
    text: `Open ${VERIFY_LINK} to verify your address.\nQuestions? See ${HELP_LINK}.`,
    html: `<p><a href="${VERIFY_LINK.replace("&", "&amp;")}">Verify</a> or copy ${VERIFY_LINK.replace("&", "&amp;")}</p><p><a href="${HELP_LINK}">Help</a></p>`,
  };
}

async function getText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

async function getMessages(mailbox: RunningDevMailbox, to?: string): Promise<StoredMessage[]> {
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${mailbox.webUrl}/api/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMessage[];
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** A GET with a Host header of our choosing, which fetch does not allow. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .once("error", reject);
  });
}

describe("startDevMailbox", () => {
  it("stores a sent message with its subject, lower-cased recipients, both parts and its links", async () => {
    const mailbox = await start();

    const info = await send(mailbox, verificationMail("Alice.Doe@Example.COM"));

    const [message, ...others] = mailbox.messages();
    expect(others).toEqual([]);
    expect(info.response).toContain(message?.id);
    expect(message).toMatchObject({
      from: SENDER,
      to: ["alice.doe@example.com"],
      subject: "Verify your e-mail address",
      links: [VERIFY_LINK, HELP_LINK],
      attachments: [],
    });
    expect(message?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(message?.text).toContain(`Open ${VERIFY_LINK} to verify`);
    expect(message?.html).toContain('<a href="https://app.example.com/help">Help</a>');
    expect(Date.parse(message?.receivedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers the JSON API with messages by recipient (any case), newest first, and one by id", async () => {
    const mailbox = await start();
    await sendAll(mailbox, [
      { to: "alice@example.com", subject: "First to Alice", text: "1" },
      { to: "bob@example.com", subject: "To Bob", text: "2" },
      { to: "bob@example.com", cc: "Alice@Example.com", subject: "Second to Alice", text: "3" },
    ]);

    const all = await getMessages(mailbox);
    expect(all.map((message) => message.subject)).toEqual([
      "Second to Alice",
      "To Bob",
      "First to Alice",
    ]);
    const forAlice = await getMessages(mailbox, "ALICE@example.com");
    expect(forAlice.map((message) => message.subject)).toEqual([
      "Second to Alice",
      "First to Alice",
    ]);
    expect(await getMessages(mailbox, "nobody@example.com")).toEqual([]);

    const one = await fetch(`${mailbox.webUrl}/api/messages/${all[1]?.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(all[1]);
    expect((await fetch(`${mailbox.webUrl}/api/messages/unknown-id`)).status).toBe(404);
  });

  it("shows a message's links as anchors and its HTML only inside a sandboxed frame", async () => {
    const mailbox = await start();
    await send(mailbox, {
      to: "alice@example.com",
      subject: "Reset <your> password",
      text: `Reset: ${VERIFY_LINK}`,
      html: `<p id="greeting">Hello</p><script>alert("mail script")</script><a href="${VERIFY_LINK}">Reset</a>`,
    });
    const [message] = mailbox.messages();

    const { status, text: page } = await getText(`${mailbox.webUrl}/messages/${message?.id}`);

    expect(status).toBe(200);
    const escapedLink = VERIFY_LINK.replace("&", "&amp;");
    expect(page).toContain(`<a href="${escapedLink}" target="_blank" rel="noreferrer">`);
    expect(page).toContain("<h1>Reset &lt;your&gt; password</h1>");
    expect(page).not.toContain("<script");
    expect(page).not.toContain('<p id="greeting">');
    const frame = /<iframe[^>]*\ssandbox="([^"]*)"[^>]*\ssrcdoc="([^"]*)"/.exec(page);
    expect(frame).not.toBeNull();
    const [, sandbox, srcdoc] = frame!;
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(srcdoc).toContain("&lt;script&gt;alert(&quot;mail script&quot;)&lt;/script&gt;");
    expect(srcdoc).toContain("&lt;p id=&quot;greeting&quot;&gt;Hello&lt;/p&gt;");
    expect(page).toContain(`<pre class="text">Reset: ${escapedLink}`);
  });

  it("lists messages in the inbox, newest first, filters by recipient and says when it is empty", async () => {
    const mailbox = await start();

    const empty = await getText(`${mailbox.webUrl}/`);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("<title>Development mailbox — No Conflict Script</title>");
    expect(empty.text).toContain("No e-mail yet. Messages the app sends appear here.");
    expect(empty.text).toContain('<form method="post" action="/clear">');

    await sendAll(mailbox, [
      { to: "alice@example.com", subject: "Older <one>", text: "1" },
      { to: "bob@example.com", subject: "Newer one", text: "2" },
    ]);
    const [newer, older] = mailbox.messages();

    const inbox = (await getText(`${mailbox.webUrl}/`)).text;
    expect(inbox).not.toContain("No e-mail yet");
    expect(inbox.indexOf("Newer one")).toBeLessThan(inbox.indexOf("Older &lt;one&gt;"));
    expect(inbox).toContain(`<a href="/messages/${newer?.id}">Newer one</a>`);
    expect(inbox).toContain(`<a href="/messages/${older?.id}">Older &lt;one&gt;</a>`);

    const filtered = (await getText(`${mailbox.webUrl}/?to=Alice%40example.com`)).text;
    expect(filtered).toContain("Older &lt;one&gt;");
    expect(filtered).not.toContain("Newer one");
  });

  it("lists an attachment and serves its exact bytes as a download", async () => {
    const mailbox = await start();
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0a]);
    await send(mailbox, {
      to: "alice@example.com",
      subject: "Your call sheet",
      text: "Attached.",
      attachments: [{ filename: "call sheet.pdf", content: bytes, contentType: "application/pdf" }],
    });
    const [message] = mailbox.messages();
    expect(message?.attachments).toEqual([
      { filename: "call sheet.pdf", contentType: "application/pdf", size: bytes.length },
    ]);

    const page = (await getText(`${mailbox.webUrl}/messages/${message?.id}`)).text;
    const downloadPath = `/messages/${message?.id}/attachments/0`;
    expect(page).toContain(`<a href="${downloadPath}" download>call sheet.pdf</a>`);

    const download = await fetch(`${mailbox.webUrl}${downloadPath}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="call sheet\.pdf"/,
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${mailbox.webUrl}/messages/${message?.id}/attachments/1`)).status).toBe(
      404,
    );
  });

  it("keeps messages and attachment bytes in storeDir across a restart", async () => {
    const storeDir = await temporaryDir();
    const first = await start({ storeDir });
    await sendAll(first, [
      verificationMail("alice@example.com"),
      {
        to: "bob@example.com",
        subject: "With a file",
        text: "See attached.",
        attachments: [{ filename: "notes.txt", content: "line one\nline two\n" }],
      },
    ]);
    const before = first.messages();
    await stop(first);
    // A file that does not parse is skipped, not fatal.
    await writeFile(path.join(storeDir, "0abc-12.json"), "{ not json");

    const second = await start({ storeDir });

    expect(second.messages()).toEqual(before);
    const download = await fetch(`${second.webUrl}/messages/${before[0]?.id}/attachments/0`);
    expect(await download.text()).toBe("line one\nline two\n");
    expect((await readdir(storeDir)).sort()).toEqual(
      [...before.map((message) => `${message.id}.json`), "0abc-12.json"].sort(),
    );
  });

  it("keeps its folder and message files readable by their owner only", async () => {
    const storeDir = path.join(await temporaryDir(), "mailbox");
    await mkdir(storeDir, { mode: 0o755 });
    const mailbox = await start({ storeDir });
    await send(mailbox, verificationMail("alice@example.com"));
    const [file] = await readdir(storeDir);
    expect((await stat(storeDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(storeDir, file!))).mode & 0o777).toBe(0o600);
  });

  it("keeps at most `limit` messages, dropping the oldest, in memory and in storeDir", async () => {
    const storeDir = await temporaryDir();
    const mailbox = await start({ storeDir, limit: 2 });

    await sendAll(
      mailbox,
      ["One", "Two", "Three"].map((subject) => ({ to: "a@example.com", subject, text: subject })),
    );

    const kept = mailbox.messages();
    expect(kept.map((message) => message.subject)).toEqual(["Three", "Two"]);
    expect((await readdir(storeDir)).sort()).toEqual(
      kept.map((message) => `${message.id}.json`).sort(),
    );

    await stop(mailbox);
    const smaller = await start({ storeDir, limit: 1 });
    expect(smaller.messages().map((message) => message.subject)).toEqual(["Three"]);
    expect(await readdir(storeDir)).toEqual([`${kept[0]?.id}.json`]);
  });

  it("empties the box with DELETE /api/messages and with the Clear form", async () => {
    const storeDir = await temporaryDir();
    const mailbox = await start({ storeDir });
    await send(mailbox, verificationMail("alice@example.com"));

    const deleted = await fetch(`${mailbox.webUrl}/api/messages`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(mailbox.messages()).toEqual([]);
    expect(await getMessages(mailbox)).toEqual([]);
    expect(await readdir(storeDir)).toEqual([]);

    await send(mailbox, verificationMail("alice@example.com"));
    const cleared = await fetch(`${mailbox.webUrl}/clear`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: mailbox.webUrl },
    });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get("location")).toBe("/");
    expect(mailbox.messages()).toEqual([]);
    expect(await readdir(storeDir)).toEqual([]);

    await send(mailbox, verificationMail("alice@example.com"));
    await mailbox.clear();
    expect(await getMessages(mailbox)).toEqual([]);
  });

  it("refuses a Clear form posted from another site", async () => {
    const mailbox = await start();
    await send(mailbox, verificationMail("alice@example.com"));

    const fromElsewhere = await fetch(`${mailbox.webUrl}/clear`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example" },
    });

    expect(fromElsewhere.status).toBe(403);
    expect(mailbox.messages()).toHaveLength(1);
  });

  it("refuses a message over the size limit with SMTP 552 and keeps nothing", async () => {
    const mailbox = await start({ maxMessageBytes: 4096 });

    await expect(
      send(mailbox, { to: "alice@example.com", subject: "Big", text: "x".repeat(20_000) }),
    ).rejects.toMatchObject({ responseCode: 552 });

    expect(mailbox.messages()).toEqual([]);
    await send(mailbox, { to: "alice@example.com", subject: "Small", text: "fits" });
    expect(mailbox.messages().map((message) => message.subject)).toEqual(["Small"]);
  });

  it("answers only to loopback Host headers, which stops DNS rebinding", async () => {
    const mailbox = await start();
    const url = `${mailbox.webUrl}/api/messages`;
    const port = portOf(mailbox.webUrl);

    expect(await getWithHost(url, `localhost:${port}`)).toBe(200);
    expect(await getWithHost(url, `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(url, `[::1]:${port}`)).toBe(200);
    expect(await getWithHost(url, `attacker.example:${port}`)).toBe(403);
  });

  it("answers unknown paths with 404 text and wrong methods with 405", async () => {
    const mailbox = await start();

    const unknown = await fetch(`${mailbox.webUrl}/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await getText(`${mailbox.webUrl}/messages/no-such-id`)).status).toBe(404);
    expect((await getText(`${mailbox.webUrl}/messages/%E0%A4%A`)).status).toBe(404);

    const wrongMethod = await fetch(`${mailbox.webUrl}/clear`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
  });

  it.each(["0.0.0.0", "::", "192.168.1.10", "example.com", "127.0.0.1.example.com"])(
    "refuses to listen on %s, which is not loopback",
    async (host) => {
      await expect(startDevMailbox({ host })).rejects.toThrow(/loopback only/);
    },
  );

  it("listens on localhost too, with URLs of the address it bound", async () => {
    const mailbox = await start({ host: "localhost" });

    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/(127\.0\.0\.1|\[::1\]):\d+$/);
    expect(mailbox.webUrl).toMatch(/^http:\/\/(127\.0\.0\.1|\[::1\]):\d+$/);
    await send(mailbox, verificationMail("alice@example.com"));
    expect(await getMessages(mailbox)).toHaveLength(1);
  });

  it("frees both ports on close(), even with an SMTP session and a keep-alive request open", async () => {
    const mailbox = await start();
    const smtpPort = portOf(mailbox.smtpUrl);
    const webPort = portOf(mailbox.webUrl);
    const idleSession = await connect(smtpPort);
    const sessionClosed = new Promise((resolve) => idleSession.once("close", resolve));
    await getMessages(mailbox);

    await stop(mailbox);

    await sessionClosed;
    await expect(connect(smtpPort)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(connect(webPort)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});

describe("extractLinks", () => {
  it("takes text links first, then HTML hrefs and bare URLs in document order, each once", () => {
    const text = "Verify at https://a.example/v?t=1&x=2. Or (see https://b.example/help).";
    const html = [
      '<a href="https://c.example/one?a=1&amp;b=2">One</a>',
      "Plain https://d.example/two, then",
      "<a href='https://a.example/v?t=1&#38;x=2'>again</a>",
      '<A HREF="http://e.example/three">Three</A>',
    ].join(" ");

    expect(extractLinks(text, html)).toEqual([
      "https://a.example/v?t=1&x=2",
      "https://b.example/help",
      "https://c.example/one?a=1&b=2",
      "https://d.example/two",
      "http://e.example/three",
    ]);
  });

  it("skips namespaces, stylesheets, scripts, comments and links that are not http(s)", () => {
    const html = `<html xmlns="http://www.w3.org/1999/xhtml"><head>
      <link rel="stylesheet" href="https://fonts.example/css">
      <style>p { background: url(https://img.example/bg.png) }</style></head>
      <body><!-- https://hidden.example --><script>fetch("https://script.example")</script>
      <img src="https://img.example/logo.png"><a href="mailto:help@example.com">Mail</a>
      <a href="/relative">Relative</a><a href="https://kept.example/">Kept</a></body></html>`;

    expect(extractLinks("ftp://files.example/x", html)).toEqual(["https://kept.example/"]);
  });
});
