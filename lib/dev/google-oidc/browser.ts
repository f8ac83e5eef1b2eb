/**
 * A scripted browser for the development Google sign-in page: it keeps cookies, follows
 * redirects and fills the form, so tests can sign in like a person would.
 */
/** Just enough of a browser's cookie store: one loopback host, names unique across paths. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", value = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(value) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export type Visit = { status: number; url: string; location: string | null; html: string };

const AUTO_SUBMIT = "document.forms[0].submit()";

/**
 * Follows redirects like a browser, stopping at the app's redirect URI. It also submits the
 * self-posting form oidc-provider serves to sign the previous account out when the account changes.
 */
export async function browse(
  jar: CookieJar,
  url: string,
  stopAt: string,
  init: RequestInit = {},
): Promise<Visit> {
  let current = url;
  let request = init;
  for (let hop = 0; hop < 10; hop++) {
    const headers = new Headers(request.headers);
    headers.set("cookie", jar.header());
    const response = await fetch(current, { ...request, headers, redirect: "manual" });
    jar.keep(response);
    const location = response.headers.get("location");
    const html = await response.text();
    if (html.includes(AUTO_SUBMIT)) {
      [current, request] = autoSubmittedForm(html);
      continue;
    }
    if (response.status < 300 || response.status >= 400 || location === null) {
      return { status: response.status, url: current, location, html };
    }
    current = new URL(location, current).href;
    if (current.startsWith(stopAt)) {
      return { status: response.status, url: current, location, html };
    }
    request = {};
  }
  throw new Error(`Too many redirects from ${url}`);
}

function autoSubmittedForm(html: string): [string, RequestInit] {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("The self-posting form has no action");
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
  return [
    action,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(
        fields.map(([, name = "", value = ""]) => [name, value]),
      ).toString(),
    },
  ];
}

export function submitForm(
  jar: CookieJar,
  pageUrl: string,
  stopAt: string,
  fields: Record<string, string>,
) {
  return browse(jar, pageUrl, stopAt, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in on the page behind `authorizationUrl`; answers the URL the app is sent back to. */
export async function signInWithGoogle(
  authorizationUrl: string,
  redirectUri: string,
  account: { email: string; shareEmail?: boolean },
): Promise<URL> {
  const jar = new CookieJar();
  const page = await browse(jar, authorizationUrl, redirectUri);
  const fields: Record<string, string> = { email: account.email };
  if (account.shareEmail ?? true) fields.share_email = "yes";
  return new URL((await submitForm(jar, page.url, redirectUri, fields)).url);
}
