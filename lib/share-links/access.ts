/**
 * A share link as its recipient uses it, without an account (product.md §15): the report it
 * opens, its downloads with the recipient's watermark, its passcode. Every use is logged for the
 * people who shared it; an unknown, expired or revoked link reads as one sentence (404).
 */
import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { REPORT_FILES } from "@/config/reports";
import { SHARE_DOWNLOADS, SHARE_LINKS, type ShareDownload } from "@/config/share-links";
import { db } from "@/lib/db/client";
import { auditEvents, reportVersions, shareLinkEvents, shareLinks } from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";
import { limitAttempts } from "@/lib/rate-limit";
import { reportNumberOf } from "@/lib/reports/report-number";
import { type ReportSnapshot } from "@/lib/reports/snapshot";
import { formatLongDay } from "@/lib/site/format-date";
import { fileStore } from "@/lib/storage";

import { sharerName } from "./manage";
import { passcodeMatches, passcodeSession, passcodeSessionHolds } from "./passcode";
import { ipPrefixOf, isTokenShaped, statusOf, tokenHashOf } from "./tokens";
import { watermarkPdf } from "./watermark";

/** Who is using a link, as far as it is logged: their network, never their address. */
export type Visitor = { ip: string; userAgent: string };

type LinkRow = typeof shareLinks.$inferSelect;

export const linkGone = () => new Problem(404, SHARE_LINKS.goneSentence);

/** The link of a token, if it is working; a wrong-shaped token never reaches the database. */
async function workingLink(token: string): Promise<LinkRow> {
  if (!isTokenShaped(token)) throw linkGone();
  const [link] = await db()
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, tokenHashOf(token)));
  if (!link || statusOf(link) !== "active") throw linkGone();
  // Per link: a guessed token finds nothing to count against, and leaves no counter behind.
  await limitAttempts(
    `share-link:${link.id}`,
    SHARE_LINKS.perToken,
    "This link has been opened too many times in a short while.",
  );
  return link;
}

const AUDIT_ACTIONS = {
  opened: "share-link-opened",
  downloaded: "share-link-downloaded",
  "passcode-failed": "share-link-passcode-failed",
} as const;

/** One use of a link: its event for the people who shared it, and the submission's audit event. */
async function recordUse(
  link: LinkRow,
  kind: keyof typeof AUDIT_ACTIONS,
  visitor: Visitor,
  download: ShareDownload | null = null,
) {
  const ipPrefix = ipPrefixOf(visitor.ip);
  const userAgent = visitor.userAgent.slice(0, 400);
  await db().transaction(async (tx) => {
    await tx
      .insert(shareLinkEvents)
      .values({ linkId: link.id, kind, ipPrefix, userAgent, download });
    await tx.insert(auditEvents).values({
      submissionId: link.submissionId,
      actor: `share-link:${link.tokenPrefix}`,
      action: AUDIT_ACTIONS[kind],
      detail: {
        link: link.tokenPrefix,
        recipient: `${link.recipientName} <${link.recipientEmail}>`,
        ip_prefix: ipPrefix,
        ...(download && { download }),
      },
    });
  });
  log.info(
    { part: "share-links", kind, download, link: `${link.tokenPrefix}…` },
    "shared link used",
  );
}

/** The version a link shows: its fixed one, or the latest published. */
async function sharedVersion(link: LinkRow) {
  const [row] = await db()
    .select()
    .from(reportVersions)
    .where(
      and(
        eq(reportVersions.submissionId, link.submissionId),
        link.version === null ? undefined : eq(reportVersions.version, link.version),
      ),
    )
    .orderBy(desc(reportVersions.version))
    .limit(1);
  if (!row) throw linkGone();
  return row;
}

/** The line every page and PDF of a link carries: whom it was shared with, and when read. */
export const watermarkText = (
  link: Pick<LinkRow, "recipientName" | "recipientOrganisation">,
  at = new Date(),
) =>
  `Shared with ${link.recipientName}${link.recipientOrganisation ? ` (${link.recipientOrganisation})` : ""} · ${formatLongDay(at)}`;

/** What a link lets its recipient download. */
const downloadsOf = (link: LinkRow, annotatedReady: boolean): ShareDownload[] => [
  "pdf",
  ...(link.includeDownloads ? (["xlsx"] as const) : []),
  ...(link.includeAnnotated && annotatedReady ? (["annotated"] as const) : []),
];

export type SharedReportView = {
  recipient_name: string;
  recipient_organisation: string;
  shared_by: string;
  expires_at: string;
  watermark: string;
  version: number;
  published_at: string;
  snapshot: ReportSnapshot;
  downloads: { format: ShareDownload; label: string }[];
};

export type SharePage = { state: "passcode" } | { state: "open"; report: SharedReportView };

/** Whether the link asks for its passcode in this browser. */
const needsPasscode = (link: LinkRow, cookie: string | undefined) =>
  link.passcodeHash !== null && !passcodeSessionHolds(cookie, link.id, link.passcodeHash);

/** `/share/{token}`: the passcode form, or the report (logged as an opening). */
export async function openSharePage(
  token: string,
  visitor: Visitor,
  passcodeCookie: string | undefined,
): Promise<SharePage> {
  const link = await workingLink(token);
  if (needsPasscode(link, passcodeCookie)) return { state: "passcode" };
  const row = await sharedVersion(link);
  const snapshot = row.snapshot as ReportSnapshot;
  await recordUse(link, "opened", visitor);
  return {
    state: "open",
    report: {
      recipient_name: link.recipientName,
      recipient_organisation: link.recipientOrganisation,
      shared_by: await sharerName(link.createdBy),
      expires_at: link.expiresAt.toISOString(),
      watermark: watermarkText(link),
      version: row.version,
      published_at: row.publishedAt.toISOString(),
      snapshot: {
        ...snapshot,
        // Versions published before sources were records, or contacts, hold none.
        items: snapshot.items.map((item) => ({
          ...item,
          sources: item.sources ?? [],
          rightsContacts: item.rightsContacts ?? [],
        })),
      },
      downloads: downloadsOf(link, row.annotatedStatus === "ready").map((format) => ({
        format,
        label: SHARE_DOWNLOADS[format],
      })),
    },
  };
}

/**
 * POST /share/{token}/passcode: the passcode session's cookie when it is right. Attempts are
 * limited per link, right or wrong, so guessing locks the link for a while; a wrong one is logged.
 */
export async function enterPasscode(token: string, passcode: string, visitor: Visitor) {
  const link = await workingLink(token);
  if (link.passcodeHash === null) return null;
  await limitAttempts(
    `share-link-passcode:${link.id}`,
    SHARE_LINKS.passcodeAttempts,
    "Too many passcodes were tried on this link.",
  );
  if (!(await passcodeMatches(passcode, link.passcodeHash))) {
    await recordUse(link, "passcode-failed", visitor);
    throw new Problem(
      403,
      "That passcode is not right. Check it with the person who shared the link.",
      {},
      "passcode",
    );
  }
  return passcodeSession(link.id, link.passcodeHash);
}

/** GET /share/{token}/download/{format}: the file, a PDF stamped with the recipient's watermark. */
export async function downloadShared(
  token: string,
  format: string,
  visitor: Visitor,
  passcodeCookie: string | undefined,
): Promise<{ bytes: Uint8Array; name: string; contentType: string }> {
  const link = await workingLink(token);
  if (needsPasscode(link, passcodeCookie))
    throw new Problem(403, "Open the link and enter its passcode first.");
  const row = await sharedVersion(link);
  const allowed = downloadsOf(link, row.annotatedStatus === "ready");
  if (!(allowed as string[]).includes(format))
    throw new Problem(404, "This link does not include that download.");
  const kind = format as ShareDownload;
  const key = kind === "annotated" ? row.annotatedKey! : row[`${kind}Key`];
  const stored = await fileStore().get(key);
  const bytes = kind === "xlsx" ? stored : await watermarkPdf(stored, watermarkText(link));
  await recordUse(link, "downloaded", visitor, kind);
  const number = reportNumberOf((row.snapshot as ReportSnapshot).cover);
  const name =
    kind === "annotated"
      ? `${number} annotated script v${row.version}.pdf`
      : `${number} clearance report v${row.version}.${kind}`;
  return { bytes, name, contentType: REPORT_FILES[kind] };
}
