import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);

export type StaticCopy = { origin: string; stop(): Promise<void> };

type File = { type: string; body: Buffer };

// The page's own script files and their preloads; its inline scripts (React's reveal of the
// streamed content among them) stay.
const SCRIPT_FILES = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\bas="script"[^>]*>/g;
// What the document loads: stylesheets, icons, preloads and images (not its links to pages).
const LOADED_PATHS = /<(?:link\b[^>]*\bhref|img\b[^>]*\bsrc)="(\/[^"]*)"/g;

async function gzipped(type: string, body: Buffer | string): Promise<File> {
  return { type, body: await gzip(body) };
}

/**
 * `html` (a page of `origin` as it was served) on a free loopback port, as a static file with no
 * script files, and the files it links (stylesheets, images) fetched from `origin` once, before
 * the first request: what the page costs the browser to show, without the server's work or its
 * scripts. The LCP of this copy is the floor under the page's own.
 */
export async function startStaticCopy(origin: string, html: string): Promise<StaticCopy> {
  const files = new Map<string, File>();
  const page = html.replace(SCRIPT_FILES, "");
  files.set("/", await gzipped("text/html; charset=utf-8", page));
  const loaded = [...page.matchAll(LOADED_PATHS)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
  for (const path of new Set(loaded)) {
    const response = await fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    files.set(path, await gzipped(type, Buffer.from(await response.arrayBuffer())));
  }
  const server = http.createServer((request, response) => {
    const file = files.get(request.url ?? "");
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": file.type, "content-encoding": "gzip" });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `run` with a static copy of each of `pages` (HTML from `origin`), stopped when it ends. */
export async function withStaticCopies<T>(
  origin: string,
  pages: string[],
  run: (origins: string[]) => Promise<T>,
): Promise<T> {
  const copies: StaticCopy[] = [];
  try {
    for (const html of pages) copies.push(await startStaticCopy(origin, html));
    return await run(copies.map((copy) => copy.origin));
  } finally {
    await Promise.all(copies.map((copy) => copy.stop()));
  }
}
