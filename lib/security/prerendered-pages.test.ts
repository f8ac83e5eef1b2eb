import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { inlineScriptHashes, prerenderedPageHashes } from "./prerendered-pages";

const hashOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("the hashes of a prerendered page's inline scripts", () => {
  const html = [
    '<html><head><script src="/_next/static/chunks/main.js" async=""></script>',
    '<script>document.documentElement.dataset.ready="1"</script></head><body>',
    '<script>self.__next_f.push([1,"a\\u003c/script>"])</script>',
    '<script id="x" type="text/javascript">\nvar y = 2;\n</script>',
    '<script>document.documentElement.dataset.ready="1"</script></body></html>',
  ].join("");

  it("hash each distinct inline script exactly as written, and skip scripts loaded by src", () => {
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('document.documentElement.dataset.ready="1"'),
      hashOf('self.__next_f.push([1,"a\\u003c/script>"])'),
      hashOf("\nvar y = 2;\n"),
    ]);
  });

  it("are read from the build's HTML of the route, and are absent without a build", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    mkdirSync(path.join(root, ".next", "server", "app", "screen"), { recursive: true });
    writeFileSync(path.join(root, ".next", "server", "app", "screen", "one.html"), html);
    expect(prerenderedPageHashes("screen/one", root)).toHaveLength(3);
    expect(prerenderedPageHashes("screen/two", root)).toBeUndefined();
  });
});
