/**
 * Where a visitor may be sent back to after sign-in, Google's return, e-mail verification or a
 * password reset: a path on `origin`, or undefined (the caller goes home instead). Every
 * `redirectToPath` passes here, whichever screen reads it (docs/architecture.md, "The browser's session").
 *
 * The address is resolved as the browser would resolve it (tabs and line breaks dropped, `\`
 * read as `/`, dot segments removed), then kept only when it stays on `origin` and its path
 * cannot be read as another host: a path that starts with `//` or `/\` is protocol-relative
 * when a browser is sent there, whatever origin it was resolved against.
 */
export function sameOriginPath(
  asked: string | null | undefined,
  origin: string,
): string | undefined {
  if (!asked) return undefined;
  const home = new URL(origin).origin;
  let target: URL;
  try {
    target = new URL(asked, home);
  } catch {
    return undefined;
  }
  if (target.origin !== home) return undefined;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith("/") || /^\/[/\\]/.test(path)) return undefined;
  // The path once more as the browser reads it where it is sent: it must stay here.
  return new URL(path, home).origin === home ? path : undefined;
}
