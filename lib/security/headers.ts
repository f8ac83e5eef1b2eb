/** Stripe.js and its embedded checkout, the origins Stripe's CSP guide lists for them. */
const STRIPE_SOURCES = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: [
    "https://js.stripe.com",
    "https://*.js.stripe.com",
    "https://hooks.stripe.com",
    "https://checkout.stripe.com",
  ],
  connect: ["https://api.stripe.com", "https://checkout.stripe.com"],
};

/**
 * Where the card form's script and frames may come from: Stripe, or only the development
 * stand-in when `standInScriptUrl` (STRIPE_JS_URL, set by the launcher) names it.
 */
export function cardFormSources(standInScriptUrl: string | undefined): typeof STRIPE_SOURCES {
  if (!standInScriptUrl) return STRIPE_SOURCES;
  const origin = new URL(standInScriptUrl).origin;
  return { script: [origin], frame: [origin], connect: [] };
}

/**
 * What lets a page's own inline scripts run: this response's nonce (a page rendered per
 * request), or the hashes of the scripts in a page prerendered at build time, which has none.
 */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/**
 * Content Security Policy for pages: scripts only from us, the card processor's, or inline
 * ones that carry the nonce or match a hash (every page allows the card processor: a
 * client-side visit to the summary keeps the first page's policy).
 */
export function pageContentSecurityPolicy(
  inline: InlineScripts,
  development: boolean,
  standInScriptUrl?: string,
): string {
  const card = cardFormSources(standInScriptUrl);
  const sources = (list: string[]) => list.map((source) => ` ${source}`).join("");
  // With a nonce, 'strict-dynamic' lets our nonced code add the card processor's script (the
  // origins are there for browsers without it). A prerendered page loads its chunks by 'self'.
  const allowed =
    "nonce" in inline
      ? `'nonce-${inline.nonce}' 'strict-dynamic'`
      : inline.hashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'self'",
    // React needs eval only for its development tooling.
    `script-src 'self' ${allowed}${development ? " 'unsafe-eval'" : ""}${sources(card.script)}`,
    // Mantine and the prebuilt sign-in UI set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sources(card.connect)}`,
    `frame-src 'self'${sources(card.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Google sign-in leaves by a full-page redirect, not a form post; forms stay on our origin.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers for every answer (pages, API, assets); see next.config.ts. */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}
