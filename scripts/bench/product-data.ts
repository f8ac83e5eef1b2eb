import path from "node:path";

import type { BenchApp } from "./app";
import type { Cookies } from "./chromium";
import { signedInCustomer, type BenchCustomer } from "./customer";
import { missingRoutes } from "./page-list";
import { reportPageOf } from "./report-page";
import { analyzedUpload, CORPUS, SCRIPT } from "./results-table";

/** A short screenplay of the corpus: the customer's second quote, read and priced. */
const SHORT_SCRIPT = "the_last_birthday_card__stu_maschwitz.fountain";
const INVITEE_EMAIL = "bench.producer@example.com";

export type ProductPage = {
  /** The route's pattern in config/routes.ts, or the public page's path. */
  pattern: string;
  url: string;
  /** The signed-in user's cookies; none for a public page. */
  cookies: Cookies;
  /** Where a page that moves on at once (`/quote` starts a new quote) lands. */
  landsOn?: RegExp;
};

/** The token of the newest invitation link e-mailed to `to`, waiting briefly for it. */
async function invitationPath(app: BenchApp, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${app.mailboxOrigin}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { links: string[] }[];
    const link = messages
      .flatMap((message) => message.links)
      .find((each) => each.includes("/invitations/"));
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation e-mailed to ${to}`);
}

/** A customer's company with a producer invited (the invitee signed up with that address). */
async function companyWithInvitation(app: BenchApp, customer: BenchCustomer) {
  const company = await customer.call<{ id: string }>("POST", "/api/companies", {
    name: "Harbour Lights Productions Ltd",
  });
  await customer.call("POST", `/api/companies/${company.id}/invitations`, {
    email: INVITEE_EMAIL,
    role: "producer",
  });
  const invitee = await signedInCustomer(app, INVITEE_EMAIL);
  return { invitee, path: await invitationPath(app, INVITEE_EMAIL) };
}

/** A second quote of the customer's, its short screenplay read and priced, not yet ordered. */
async function pricedQuote(app: BenchApp, customer: BenchCustomer) {
  const draft = await customer.call<{ correlation_id: string }>("GET", "/api/submissions/new");
  const id = draft.correlation_id;
  await customer.call("PATCH", `/api/submissions/${id}`, { title: "The Last Birthday Card" });
  await analyzedUpload(app, customer, path.join(CORPUS, SHORT_SCRIPT), id);
  return id;
}

/**
 * The data a person sees in every product page, made through the app's API as people make it:
 * a customer with a paid submission (title clearance ordered) whose report of 150 items is
 * published, a second quote read and priced, a company with a producer invited, comments both
 * ways, a voucher and a share link; a researcher (admin) who published the report. Then every
 * page of config/routes.ts as the user it is for, the sign-in screens and the share page.
 * Needs the corpus (the report's screenplay) and an app started with ADMIN_EMAILS.
 */
export async function productPages(app: BenchApp): Promise<ProductPage[]> {
  const report = await reportPageOf(app, path.join(CORPUS, SCRIPT), { titleClearance: true });
  const { customer, admin } = report;
  const paidId = customer.draftId;
  const quoteId = await pricedQuote(app, customer);
  const invitation = await companyWithInvitation(app, customer);
  await customer.call("POST", `/api/submissions/${paidId}/comments`, {
    body: "Our art department asks whether the bar's name in scene 12 can stay.",
  });
  await admin.call("POST", `/api/admin/submissions/${paidId}/comments`, {
    body: "It can: no business of that name trades in the setting's state.",
    visibility: "customer",
  });
  await admin.call("POST", "/api/admin/vouchers", {
    code: "FESTIVAL-10",
    kind: "percent",
    value: 10,
    note: "Festival season",
  });
  const share = await customer.call<{ url: string }>(
    "POST",
    `/api/submissions/${paidId}/share-links`,
    { recipient_name: "Morgan Achebe", recipient_email: "counsel@example.com" },
  );

  const at = (pattern: string, url: string, cookies: Cookies = []): ProductPage => ({
    pattern,
    url: `${app.origin}${url}`,
    cookies,
  });
  const asCustomer = (pattern: string, url = pattern) => at(pattern, url, customer.cookies);
  const asAdmin = (pattern: string, url = pattern) => at(pattern, url, admin.cookies);
  const pages = [
    at("/auth", "/auth"),
    at("/auth?show=signup", "/auth?show=signup"),
    at("/auth/reset-password", "/auth/reset-password"),
    asCustomer("/"),
    asCustomer("/quote/[id]", `/quote/${quoteId}`),
    asCustomer("/summary/[id]", `/summary/${quoteId}`),
    asCustomer("/return/[id]", `/return/${paidId}`),
    asCustomer("/submission/[id]", `/submission/${paidId}`),
    asCustomer("/submission/[id]/script", `/submission/${paidId}/script`),
    asCustomer("/profile"),
    asCustomer("/company"),
    at("/invitations/[token]", invitation.path, invitation.invitee.cookies),
    asAdmin("/admin/list"),
    asAdmin("/admin/payments"),
    asAdmin("/admin/submission/[id]", `/admin/submission/${paidId}`),
    asAdmin("/admin/vouchers"),
    asAdmin("/admin/proformas"),
    asAdmin("/admin/settings"),
    asAdmin("/script/[id]", `/script/${paidId}`),
    asAdmin("/comments/[id]", `/comments/${paidId}`),
    asAdmin("/title-clearance/[correlationId]", `/title-clearance/${paidId}`),
    at("/share/[token]", new URL(share.url).pathname),
    // Last: each visit starts a new quote, which the list on `/` would show from then on.
    { ...asCustomer("/quote"), landsOn: /\/quote\/[0-9a-f-]{36}$/ },
  ];
  const missing = missingRoutes(pages);
  if (missing.length > 0) throw new Error(`no page visited for ${missing.join(", ")}`);
  return pages;
}
