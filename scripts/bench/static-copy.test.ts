import http from "node:http";
import type { AddressInfo } from "node:net";

import { startStaticCopy, type StaticCopy, withStaticCopies } from "./static-copy";

const STYLES = "body{margin:0}";
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "</head><body>",
  '<a href="/">Home</a><img src="/logo.svg" alt=""/>',
  "<h1>Harbour Lights</h1>",
  '<script>$RC("B:0","S:0")</script>',
  "</body></html>",
].join("");

// The app's part: the files the page loads, and a page of its own at `/` that must not be served.
const requested: string[] = [];
const app = http.createServer((request, response) => {
  requested.push(request.url ?? "");
  if (request.url === "/_next/static/chunks/page.css") {
    return response.writeHead(200, { "content-type": "text/css" }).end(STYLES);
  }
  if (request.url === "/logo.svg") {
    return response.writeHead(200, { "content-type": "image/svg+xml" }).end("<svg/>");
  }
  response.writeHead(200, { "content-type": "text/html" }).end("<title>the app's home</title>");
});
let appOrigin: string;
let copy: StaticCopy;

beforeAll(async () => {
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  copy = await startStaticCopy(appOrigin, PAGE);
});

afterAll(async () => {
  await copy.stop();
  await new Promise((resolve) => app.close(resolve));
});

describe("startStaticCopy", () => {
  it("serves the page without its script files, its inline scripts kept", async () => {
    const response = await fetch(`${copy.origin}/`);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<h1>Harbour Lights</h1>");
    expect(html).toContain('<script>$RC("B:0","S:0")</script>');
    expect(html).not.toContain("a.js");
  });

  it("serves the files the page loads, fetched from the app once, before any request", async () => {
    expect(requested.sort()).toEqual(["/_next/static/chunks/page.css", "/logo.svg"]);
    const styles = await fetch(`${copy.origin}/_next/static/chunks/page.css`);
    expect(styles.headers.get("content-type")).toBe("text/css");
    expect(await styles.text()).toBe(STYLES);
    await fetch(`${copy.origin}/logo.svg`);
    expect(requested).toHaveLength(2);
  });

  it("answers 404 for anything else", async () => {
    expect((await fetch(`${copy.origin}/_next/static/chunks/a.js`)).status).toBe(404);
    expect((await fetch(`${copy.origin}/other`)).status).toBe(404);
  });
});

describe("withStaticCopies", () => {
  it("runs with a copy of each page and stops them when the run fails", async () => {
    let origins: string[] = [];
    const run = withStaticCopies(appOrigin, [PAGE, PAGE], async (started) => {
      origins = started;
      expect(await (await fetch(`${started[1]}/`)).text()).toContain("Harbour Lights");
      throw new Error("the run failed");
    });
    await expect(run).rejects.toThrow("the run failed");
    expect(origins).toHaveLength(2);
    for (const origin of origins) await expect(fetch(`${origin}/`)).rejects.toThrow();
  });
});
