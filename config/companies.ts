/**
 * Company accounts (docs/product.md "Companies and roles"): the roles a member may hold and what
 * each may do with the company's submissions. Data, not logic: `lib/companies/access.ts` reads it.
 */
export const COMPANY_ROLES = ["owner", "producer", "counsel", "viewer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_CAPABILITIES = [
  "read",
  "decide",
  "converse",
  "quote",
  "pay",
  "billing",
  "members",
  "share",
] as const;
export type CompanyCapability = (typeof COMPANY_CAPABILITIES)[number];

/** What each role may do; a submission's personal owner may do everything. */
export const ROLE_CAPABILITIES: Record<CompanyRole, readonly CompanyCapability[]> = {
  owner: COMPANY_CAPABILITIES,
  producer: ["read", "decide", "converse", "quote", "pay", "share"],
  counsel: ["read", "decide", "converse"],
  viewer: ["read"],
};

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: "Owner",
  producer: "Producer",
  counsel: "Counsel",
  viewer: "Viewer",
};

/** What a refused member reads: "Your role in Acme (Counsel) cannot {this}." */
export const CAPABILITY_REFUSALS: Record<CompanyCapability, { action: string; askFor: string }> = {
  read: { action: "read this submission", askFor: "an owner" },
  decide: { action: "decide on items", askFor: "an owner, producer or counsel" },
  converse: { action: "comment on this submission", askFor: "an owner, producer or counsel" },
  quote: { action: "change quotes or upload scripts", askFor: "an owner or producer" },
  pay: { action: "pay for quotes", askFor: "an owner or producer" },
  billing: { action: "see billing details or invoices", askFor: "an owner" },
  members: { action: "manage members", askFor: "an owner" },
  share: { action: "share reports", askFor: "an owner or producer" },
};

export const COMPANY_LIMITS = {
  nameMaxLength: 120,
  /** How long an invitation can be accepted. */
  invitationDays: 7,
  /** Random bytes in an invitation's token (at least 128 bits). */
  invitationTokenBytes: 32,
  /** Invitations one person may send in an hour: each one is an e-mail. */
  invitationsPerHour: 20,
} as const;

/** The cookie that holds the company a member of several works in. */
export const COMPANY_COOKIE = "ncs_company";
