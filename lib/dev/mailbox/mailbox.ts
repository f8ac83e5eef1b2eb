import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { isIPv4, type Server, type Socket } from "node:net";
import path from "node:path";

import PostalMime, { type Address, type Attachment } from "postal-mime";
import {
  SMTPServer,
  type SMTPServerDataStream,
  type SMTPServerEnvelope,
  type SMTPServerSession,
} from "smtp-server";
import { z } from "zod";

import { closeHttpServer, listenOn, urlHost } from "@/lib/net/ports";

import { renderInboxPage, renderMessagePage } from "./pages";

export type StoredMessage = {
  /** Unique and URL-safe; sorts in arrival order. */
  id: string;
  /** ISO time. */
  receivedAt: string;
  /** Header From (or the envelope sender when there is none), as text. */
  from: string;
  /** Header Reply-To as text, when the message has one. */
  replyTo?: string;
  /** Envelope recipients, lower-cased (Bcc included). */
  to: string[];
  subject: string;
  /** Text part, "" if none. */
  text: string;
  /** HTML part, "" if none. */
  html: string;
  /** http(s) links of the text and HTML parts, de-duplicated, in order. */
  links: string[];
  attachments: { filename: string; contentType: string; size: number }[];
};

export type DevMailboxOptions = {
  /** Default "127.0.0.1"; anything that is not loopback (localhost, 127.x, ::1) is refused. */
  host?: string;
  /** Default 0: a free port. */
  smtpPort?: number;
  /** Default 0: a free port. */
  webPort?: number;
  /** When set, messages are also written as JSON files here (one per message) and loaded on start, so they survive restarts. */
  storeDir?: string;
  /** Keep at most this many messages (oldest dropped). Default 500. */
  limit?: number;
  /** Bigger messages are refused with SMTP 552. Default 25 MB. */
  maxMessageBytes?: number;
};

export type RunningDevMailbox = {
  /** e.g. "smtp://127.0.0.1:40123", nodemailer's transport URL (no TLS, no auth). */
  smtpUrl: string;
  /** e.g. "http://127.0.0.1:40124" */
  webUrl: string;
  /** Newest first. */
  messages(): StoredMessage[];
  clear(): Promise<void>;
  /** Stops both servers and closes every socket. */
  close(): Promise<void>;
};

const DEFAULT_HOST = "127.0.0.1";
const DEFAULT_LIMIT = 500;
const DEFAULT_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

const ID_PATTERN = /^[a-z0-9]+-[a-f0-9]+$/;
const MESSAGE_FILE_PATTERN = /^[a-z0-9]+-[a-f0-9]+\.json$/;

/**
 * Starts the development mailbox on loopback: an SMTP receiver that keeps every message and a
 * small web viewer with a JSON API for tests. Never for production: it shows anyone on this
 * machine every e-mail, reset links included.
 */
export async function startDevMailbox(options: DevMailboxOptions = {}): Promise<RunningDevMailbox> {
  const host = options.host ?? DEFAULT_HOST;
  assertLoopback(host);
  const store = await MessageStore.open(options.limit ?? DEFAULT_LIMIT, options.storeDir);
  const smtp = createSmtpReceiver(store, options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES);
  const smtpSockets = trackSockets(smtp.server);
  const web = http.createServer(createRequestListener(store));
  const close = async () => {
    await Promise.all([closeSmtp(smtp, smtpSockets), closeHttpServer(web)]);
    await store.settled();
  };
  try {
    const smtpAddress = await listenOn(smtp.server, host, options.smtpPort ?? 0);
    const webAddress = await listenOn(web, host, options.webPort ?? 0);
    return {
      smtpUrl: `smtp://${urlHost(smtpAddress)}:${smtpAddress.port}`,
      webUrl: `http://${urlHost(webAddress)}:${webAddress.port}`,
      messages: () => store.list(),
      clear: () => store.clear(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The http(s) links of a message, text part first, each once, as the mail spells them. */
export function extractLinks(text: string, html: string): string[] {
  const candidates = [...linksInText(text), ...linksInHtml(html)];
  return [...new Set(candidates.filter(isHttpUrl))];
}

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return name === "localhost" || name === "::1" || (isIPv4(name) && name.startsWith("127."));
}

function assertLoopback(host: string): void {
  if (!isLoopbackHost(host)) {
    throw new Error(`The development mailbox listens on loopback only, not on "${host}"`);
  }
}

// ---------------------------------------------------------------------------------------------
// Message store

/** A message with its attachments' bytes, which only the download route serves. */
type MailRecord = { message: StoredMessage; attachmentContents: Buffer[] };

/** The file format: the message, each attachment with its bytes in base64. */
const messageFileSchema = z.object({
  id: z.string().regex(ID_PATTERN),
  receivedAt: z.iso.datetime(),
  from: z.string(),
  replyTo: z.string().optional(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      size: z.number().int().nonnegative(),
      contentBase64: z.base64(),
    }),
  ),
});
type MessageFile = z.infer<typeof messageFileSchema>;

/** Messages newest first, capped at `limit`, mirrored to `dir` when there is one. */
class MessageStore {
  #records: MailRecord[] = [];
  #sequence = 0;
  /** File writes and deletions run one after another, so a clear never races a write. */
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly limit: number,
    private readonly dir: string | undefined,
  ) {}

  static async open(limit: number, dir: string | undefined): Promise<MessageStore> {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new Error(`The mailbox limit must be a whole number of at least 1, not ${limit}`);
    }
    const store = new MessageStore(limit, dir);
    if (dir) {
      // Sign-up and reset links are in these files: only the user who runs the app reads them,
      // the folder of an older start included.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      // Ids sort by arrival; plain code-unit order, newest first.
      store.#records = (await readMessageFiles(dir)).sort((a, b) =>
        a.message.id < b.message.id ? 1 : -1,
      );
      await store.#dropOverflow();
    }
    return store;
  }

  list(to = ""): StoredMessage[] {
    const recipient = to.trim().toLowerCase();
    const messages = this.#records.map((record) => record.message);
    return recipient ? messages.filter((message) => message.to.includes(recipient)) : messages;
  }

  find(id: string): MailRecord | undefined {
    return this.#records.find((record) => record.message.id === id);
  }

  /** A new id for a message received at `time`: sortable by arrival, even within a millisecond. */
  newId(time: Date): string {
    const sequence = (this.#sequence++).toString(36).padStart(6, "0");
    const millis = time.getTime().toString(36).padStart(9, "0");
    return `${millis}${sequence}-${randomBytes(4).toString("hex")}`;
  }

  add(record: MailRecord): Promise<void> {
    return this.#serially(async () => {
      if (this.dir) await writeMessageFile(this.dir, record);
      this.#records.unshift(record);
      await this.#dropOverflow();
    });
  }

  clear(): Promise<void> {
    return this.#serially(async () => {
      const dropped = this.#records;
      this.#records = [];
      await this.#removeFiles(dropped);
    });
  }

  /** Resolves once pending writes and deletions are done. */
  async settled(): Promise<void> {
    await this.#queue.catch(() => undefined);
  }

  async #dropOverflow(): Promise<void> {
    await this.#removeFiles(this.#records.splice(this.limit));
  }

  async #removeFiles(records: MailRecord[]): Promise<void> {
    const dir = this.dir;
    if (!dir) return;
    await Promise.all(
      records.map((record) => rm(messageFilePath(dir, record.message.id), { force: true })),
    );
  }

  #serially<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(task);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

function messageFilePath(dir: string, id: string): string {
  return path.join(dir, `${id}.json`);
}

/** Written aside and renamed, so a crash never leaves half a file to load. */
async function writeMessageFile(dir: string, record: MailRecord): Promise<void> {
  const file: MessageFile = {
    ...record.message,
    attachments: record.message.attachments.map((attachment, index) => ({
      ...attachment,
      contentBase64: record.attachmentContents[index]?.toString("base64") ?? "",
    })),
  };
  const target = messageFilePath(dir, record.message.id);
  const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, JSON.stringify(file, null, 2), { mode: 0o600 });
  await rename(temporary, target);
}

/** Every readable message file in `dir`; files that do not parse are left alone and skipped. */
async function readMessageFiles(dir: string): Promise<MailRecord[]> {
  const names = (await readdir(dir)).filter((name) => MESSAGE_FILE_PATTERN.test(name));
  const records = await Promise.all(names.map((name) => readMessageFile(dir, name)));
  return records.filter((record) => record !== undefined);
}

async function readMessageFile(dir: string, name: string): Promise<MailRecord | undefined> {
  try {
    const parsed = messageFileSchema.safeParse(
      JSON.parse(await readFile(path.join(dir, name), "utf8")),
    );
    if (!parsed.success || `${parsed.data.id}.json` !== name) return undefined;
    const { attachments, ...message } = parsed.data;
    return {
      message: {
        ...message,
        attachments: attachments.map(({ filename, contentType, size }) => ({
          filename,
          contentType,
          size,
        })),
      },
      attachmentContents: attachments.map(({ contentBase64 }) =>
        Buffer.from(contentBase64, "base64"),
      ),
    };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// SMTP receiver

/** An SMTP reply the sender gets instead of 250. */
class SmtpReplyError extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

function createSmtpReceiver(store: MessageStore, maxMessageBytes: number): SMTPServer {
  const smtp = new SMTPServer({
    name: "localhost",
    banner: "No Conflict Script development mailbox",
    logger: false,
    disabledCommands: ["AUTH", "STARTTLS"],
    authOptional: true,
    size: maxMessageBytes,
    onData(stream, session, callback) {
      receiveMessage(store, stream, session, maxMessageBytes).then(
        (message) => callback(null, `Message stored as ${message.id}`),
        (error: unknown) => callback(asSmtpReply(error)),
      );
    },
  });
  // Client resets and similar socket errors are the sender's business; stay quiet.
  smtp.on("error", () => undefined);
  return smtp;
}

async function receiveMessage(
  store: MessageStore,
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  maxMessageBytes: number,
): Promise<StoredMessage> {
  const raw = await readMessageData(stream, maxMessageBytes);
  const receivedAt = new Date();
  const record = await parseMessage(raw, session.envelope, store.newId(receivedAt), receivedAt);
  await store.add(record);
  return record.message;
}

/** The message's bytes, or a 552 reply once it grows past the limit (then only drained). */
function readMessageData(stream: SMTPServerDataStream, maxMessageBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.once("error", reject);
    stream.once("end", () => {
      if (stream.sizeExceeded) {
        reject(
          new SmtpReplyError(
            552,
            `Message exceeds the maximum message size of ${maxMessageBytes} bytes`,
          ),
        );
      } else {
        resolve(Buffer.concat(chunks));
      }
    });
  });
}

function asSmtpReply(error: unknown): SmtpReplyError {
  if (error instanceof SmtpReplyError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new SmtpReplyError(451, `Could not store the message: ${reason}`);
}

async function parseMessage(
  raw: Buffer,
  envelope: SMTPServerEnvelope,
  id: string,
  receivedAt: Date,
): Promise<MailRecord> {
  const email = await PostalMime.parse(raw);
  const text = email.text ?? "";
  const html = email.html ?? "";
  const attachmentContents = email.attachments.map(attachmentBytes);
  const envelopeFrom = envelope.mailFrom ? envelope.mailFrom.address : "";
  return {
    message: {
      id,
      receivedAt: receivedAt.toISOString(),
      from: email.from ? formatAddress(email.from) : envelopeFrom,
      ...(email.replyTo?.length ? { replyTo: email.replyTo.map(formatAddress).join(", ") } : {}),
      to: [...new Set(envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()))],
      subject: email.subject ?? "",
      text,
      html,
      links: extractLinks(text, html),
      attachments: email.attachments.map((attachment, index) => ({
        filename: attachment.filename || `attachment-${index + 1}`,
        contentType: attachment.mimeType,
        size: attachmentContents[index]?.length ?? 0,
      })),
    },
    attachmentContents,
  };
}

function formatAddress(address: Address): string {
  if (address.group) return address.name;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function attachmentBytes(attachment: Attachment): Buffer {
  const content = attachment.content;
  if (typeof content === "string") {
    return Buffer.from(content, attachment.encoding === "base64" ? "base64" : "utf8");
  }
  return content instanceof ArrayBuffer ? Buffer.from(content) : Buffer.from(content);
}

// ---------------------------------------------------------------------------------------------
// Links

/** A bare URL in text: up to whitespace, quotes or angle brackets. */
const BARE_URL = /https?:\/\/[^\s"'<>`]+/gi;

/**
 * One pass over the HTML, in document order: the href of an `<a>` or `<area>`, or a bare URL in
 * the text. Other tags, comments, styles and scripts are skipped, so `xmlns` or stylesheet
 * URLs do not count as links.
 */
const HTML_TOKEN =
  /<!--[\s\S]*?-->|<(style|script)\b[\s\S]*?<\/\1\s*>|<(?:a|area)\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))[^>]*>|<[^>]*>|https?:\/\/[^\s"'<>`]+/gi;

function linksInText(text: string): string[] {
  return [...text.matchAll(BARE_URL)].map((match) => trimTrailingPunctuation(match[0]));
}

function linksInHtml(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(HTML_TOKEN)) {
    const href = match[2] ?? match[3] ?? match[4];
    if (href !== undefined) links.push(decodeHtmlEntities(href).trim());
    else if (/^https?:/i.test(match[0])) {
      links.push(trimTrailingPunctuation(decodeHtmlEntities(match[0])));
    }
  }
  return links;
}

/** A sentence's full stop or a closing parenthesis is rarely part of the URL before it. */
function trimTrailingPunctuation(url: string): string {
  let trimmed = url.replace(/[.,;:!?]+$/, "");
  while (trimmed.endsWith(")") && count(trimmed, ")") > count(trimmed, "(")) {
    trimmed = trimmed.slice(0, -1).replace(/[.,;:!?]+$/, "");
  }
  return trimmed;
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

function isHttpUrl(candidate: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const { protocol, hostname } = new URL(candidate);
  return (protocol === "http:" || protocol === "https:") && hostname !== "";
}

// ---------------------------------------------------------------------------------------------
// Web viewer and JSON API

type RouteContext = {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  params: string[];
};
type RouteHandler = (context: RouteContext) => void | Promise<void>;
type Route = { pattern: RegExp; methods: Record<string, RouteHandler> };

function createRequestListener(store: MessageStore) {
  const routes = createRoutes(store);
  return (request: IncomingMessage, response: ServerResponse) => {
    handleRequest(routes, request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else
        sendText(
          response,
          500,
          `Internal error: ${error instanceof Error ? error.message : String(error)}`,
        );
    });
  };
}

async function handleRequest(
  routes: Route[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // A loopback name in Host keeps DNS-rebinding pages from reading the mail (reset links).
  if (!hasLoopbackHostHeader(request)) {
    return sendText(response, 403, "The development mailbox answers to loopback host names only.");
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const method = request.method === "HEAD" ? "GET" : (request.method ?? "GET");
    const handler = route.methods[method];
    if (!handler) {
      response.setHeader("Allow", Object.keys(route.methods).join(", "));
      return sendText(response, 405, `Method ${request.method} is not allowed here.`);
    }
    return handler({ request, response, url, params: match.slice(1).map(decodePathSegment) });
  }
  sendText(response, 404, `Not found: ${url.pathname}`);
}

function createRoutes(store: MessageStore): Route[] {
  return [
    {
      pattern: /^\/$/,
      methods: {
        GET: ({ response, url }) => {
          const to = url.searchParams.get("to")?.trim() ?? "";
          sendHtml(response, renderInboxPage({ messages: store.list(to), to }));
        },
      },
    },
    {
      // Browsers ask for it on every page; an empty answer keeps their consoles clean.
      pattern: /^\/favicon\.ico$/,
      methods: {
        GET: ({ response }) => {
          response.writeHead(204).end();
        },
      },
    },
    {
      pattern: /^\/clear$/,
      methods: {
        POST: async ({ request, response }) => {
          request.resume();
          if (!isSameOriginPost(request))
            return sendText(response, 403, "Cross-site request refused.");
          await store.clear();
          response.writeHead(303, { Location: "/" }).end();
        },
      },
    },
    {
      pattern: /^\/messages\/([^/]+)$/,
      methods: {
        GET: ({ response, params: [id] }) => {
          const record = store.find(id ?? "");
          if (!record) return sendText(response, 404, "No message with this id.");
          sendHtml(response, renderMessagePage(record.message));
        },
      },
    },
    {
      pattern: /^\/messages\/([^/]+)\/attachments\/(\d+)$/,
      methods: {
        GET: ({ response, params: [id, index] }) => {
          const record = store.find(id ?? "");
          const position = Number(index);
          const attachment = record?.message.attachments[position];
          const content = record?.attachmentContents[position];
          if (!attachment || !content) return sendText(response, 404, "No such attachment.");
          sendAttachment(response, attachment, content);
        },
      },
    },
    {
      pattern: /^\/api\/messages$/,
      methods: {
        GET: ({ response, url }) =>
          sendJson(response, store.list(url.searchParams.get("to") ?? "")),
        DELETE: async ({ response }) => {
          await store.clear();
          response.writeHead(204).end();
        },
      },
    },
    {
      pattern: /^\/api\/messages\/([^/]+)$/,
      methods: {
        GET: ({ response, params: [id] }) => {
          const record = store.find(id ?? "");
          if (!record) return sendJson(response, { error: "No message with this id." }, 404);
          sendJson(response, record.message);
        },
      },
    },
  ];
}

/** A malformed escape cannot name a stored message; kept as is, it simply finds nothing. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function hasLoopbackHostHeader(request: IncomingMessage): boolean {
  const host = request.headers.host;
  if (!host || !URL.canParse(`http://${host}`)) return false;
  const hostname = new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, "$1");
  return isLoopbackHost(hostname);
}

/**
 * Another site's form must not empty the box. Browsers say where a post comes from in
 * Sec-Fetch-Site, older ones in Origin; clients that send neither (curl, tests) are local.
 */
function isSameOriginPost(request: IncomingMessage): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = request.headers.origin;
  return origin === undefined || origin === `http://${request.headers.host}`;
}

const PAGE_SECURITY_HEADERS = {
  // The mail's HTML sits in a srcdoc frame, which inherits this policy: no scripts at all.
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; form-action 'self'; frame-ancestors 'none'; base-uri 'self'",
  "X-Content-Type-Options": "nosniff",
  // "same-origin", not "no-referrer": the latter makes browsers post with `Origin: null`.
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
};

function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, {
    ...PAGE_SECURITY_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
  });
  response.end(html);
}

function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    "Cache-Control": "no-store",
  });
  response.end(json);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  response.end(text);
}

/** Always a download in a sandbox, so an HTML attachment cannot script the viewer. */
function sendAttachment(
  response: ServerResponse,
  attachment: StoredMessage["attachments"][number],
  content: Buffer,
): void {
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(attachment.contentType)
    ? attachment.contentType
    : "application/octet-stream";
  response.writeHead(200, {
    "Content-Type": contentType,
    "Content-Length": content.length,
    "Content-Disposition": contentDisposition(attachment.filename),
    "Content-Security-Policy": "sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  });
  response.end(content);
}

/** `attachment` with an ASCII fallback name and the exact name per RFC 6266. */
function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

// ---------------------------------------------------------------------------------------------
// Listening and closing

function trackSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return sockets;
}

/** smtp-server would give open sessions 30 s to finish; a dev mailbox closes them at once. */
function closeSmtp(smtp: SMTPServer, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve) => {
    smtp.close(resolve);
    for (const socket of sockets) socket.destroy();
  });
}
