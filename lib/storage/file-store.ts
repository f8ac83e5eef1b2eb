/** Where script files (and later reports and invoices) live: private, reached by short-lived links. */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** A link a browser may open for `expiresInSeconds`; `inline` shows it rather than downloading. */
  signedUrl(
    key: string,
    file: { downloadName: string; contentType: string; inline: boolean; expiresInSeconds: number },
  ): Promise<string>;
}

/** Keys are ours (never a file name someone sent), so they are safe path segments. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes("//") || key.split("/").includes(".."))
    throw new Error(`unsafe storage key: ${key}`);
}

/** `attachment; filename="…"` with the RFC 5987 form for names outside ASCII. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
