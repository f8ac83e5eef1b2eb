/**
 * Share links as the customer who shares makes, lists and revokes them (product.md §15). The
 * check of who may share is the `share` right of docs/product.md "Companies and roles".
 */
import "server-only";

import { and, desc, eq, inArray, isNull } from "drizzle-orm";

import type { ShareLinkStatus } from "@/config/share-links";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  reportVersions,
  shareLinkEvents,
  shareLinks,
  submissions,
  userProfiles,
} from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send";
import { appUrlFromEnv } from "@/lib/env";
import { Problem } from "@/lib/http/problems";
import { log } from "@/lib/log";
import { existingSubmission } from "@/lib/research/research";
import { ownSubmission } from "@/lib/submissions/read";

import { shareLinkEmail } from "./email";
import type { CreateShareLink } from "./input";
import { hashPasscode } from "./passcode";
import { expiryOf, newShareToken, statusOf, tokenHashOf, tokenPrefixOf } from "./tokens";

type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The submission, if the caller may share it: its personal owner, or a member of its company with
 * the `share` right; another member gets 403 with a sentence, anyone else 404.
 */
const shareable = (user: SignedInUser, id: string) => ownSubmission(user, id, undefined, "share");

export type ShareLinkEventView = {
  kind: (typeof shareLinkEvents.$inferSelect)["kind"];
  at: string;
  ip_prefix: string;
  user_agent: string;
  download: string | null;
};

export type ShareLinkView = {
  id: string;
  /** The token's first characters: the link itself was shown once, when it was made. */
  token_prefix: string;
  recipient_name: string;
  recipient_email: string;
  recipient_organisation: string;
  /** null: the latest published version. */
  version: number | null;
  include_annotated: boolean;
  include_downloads: boolean;
  has_passcode: boolean;
  status: ShareLinkStatus;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  events: ShareLinkEventView[];
};

type LinkRow = typeof shareLinks.$inferSelect;

const linkView = (row: LinkRow, events: ShareLinkEventView[]): ShareLinkView => ({
  id: row.id,
  token_prefix: row.tokenPrefix,
  recipient_name: row.recipientName,
  recipient_email: row.recipientEmail,
  recipient_organisation: row.recipientOrganisation,
  version: row.version,
  include_annotated: row.includeAnnotated,
  include_downloads: row.includeDownloads,
  has_passcode: row.passcodeHash !== null,
  status: statusOf(row),
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  events,
});

/** The published versions' numbers of a submission, newest first. */
async function publishedVersions(submissionId: string): Promise<number[]> {
  const rows = await db()
    .select({ version: reportVersions.version })
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, submissionId))
    .orderBy(desc(reportVersions.version));
  return rows.map((row) => row.version);
}

/** How the people who share are named to recipients: their name, else their e-mail. */
export async function sharerName(userId: string): Promise<string> {
  const [profile] = await db()
    .select({ name: userProfiles.displayName, email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.name?.trim() || profile?.email || "The production";
}

export type CreatedShareLink = { link: ShareLinkView; url: string; emailed: boolean };

/**
 * POST …/share-links: a new link to the published report. Only a published report (or one of its
 * versions) can be shared; the link's URL, with its token, is in this answer and nowhere else.
 */
export async function createShareLink(
  user: SignedInUser,
  id: string,
  input: CreateShareLink,
): Promise<CreatedShareLink> {
  const submission = await shareable(user, id);
  const versions = await publishedVersions(submission.id);
  if (versions.length === 0)
    throw new Problem(
      409,
      "Only a published report can be shared, and this submission has none yet.",
    );
  if (input.version !== "latest" && !versions.includes(input.version))
    throw new Problem(
      409,
      `Version ${input.version} of this report has not been published: choose the latest or one of versions ${[...versions].reverse().join(", ")}.`,
      {},
      "version",
    );
  const token = newShareToken();
  const passcodeHash = input.passcode ? await hashPasscode(input.passcode) : null;
  const row = await db().transaction(async (tx) => {
    const [link] = await tx
      .insert(shareLinks)
      .values({
        tokenHash: tokenHashOf(token),
        tokenPrefix: tokenPrefixOf(token),
        submissionId: submission.id,
        createdBy: user.id,
        recipientName: input.recipient_name,
        recipientEmail: input.recipient_email,
        recipientOrganisation: input.recipient_organisation,
        version: input.version === "latest" ? null : input.version,
        includeAnnotated: input.include_annotated,
        includeDownloads: input.include_downloads,
        passcodeHash,
        expiresAt: expiryOf(input.days),
      })
      .returning();
    await tx.insert(auditEvents).values({
      submissionId: submission.id,
      actor: user.id,
      action: "share-link-created",
      detail: {
        link: link!.tokenPrefix,
        recipient: `${link!.recipientName} <${link!.recipientEmail}>`,
        version: link!.version ?? "latest",
        expires_at: link!.expiresAt.toISOString(),
        passcode: passcodeHash !== null,
      },
    });
    return link!;
  });
  const url = `${appUrlFromEnv()}/share/${token}`;
  const emailed = input.email_recipient && (await emailLink(row, submission, url));
  return { link: linkView(row, []), url, emailed };
}

/** E-mails the link to its recipient; false when it could not be sent (the link stands). */
async function emailLink(link: LinkRow, submission: SubmissionRow, url: string) {
  try {
    await sendEmail({
      to: link.recipientEmail,
      ...shareLinkEmail({
        recipientName: link.recipientName,
        sharedBy: await sharerName(link.createdBy),
        title: submission.title || "an untitled script",
        url,
        expiresAt: link.expiresAt,
        hasPasscode: link.passcodeHash !== null,
      }),
    });
    return true;
  } catch (error) {
    log.error(
      { part: "share-links", link: `${link.tokenPrefix}…`, err: error },
      "the link's e-mail was not sent",
    );
    return false;
  }
}

/** GET …/share-links: every link of the submission, newest first, each with its events. */
export async function listShareLinks(
  user: SignedInUser | "admin",
  id: string,
): Promise<{ links: ShareLinkView[] }> {
  let submissionId = id;
  if (user === "admin") await existingSubmission(id);
  else submissionId = (await shareable(user, id)).id;
  const rows = await db()
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.submissionId, submissionId))
    .orderBy(desc(shareLinks.createdAt));
  const events =
    rows.length === 0
      ? []
      : await db()
          .select()
          .from(shareLinkEvents)
          .where(
            inArray(
              shareLinkEvents.linkId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(shareLinkEvents.at));
  return {
    links: rows.map((row) =>
      linkView(
        row,
        events
          .filter((event) => event.linkId === row.id)
          .map((event) => ({
            kind: event.kind,
            at: event.at.toISOString(),
            ip_prefix: event.ipPrefix,
            user_agent: event.userAgent,
            download: event.download,
          })),
      ),
    ),
  };
}

/** DELETE …/share-links/{linkId}: the link stops working at once; revoking twice is a no-op. */
export async function revokeShareLink(
  user: SignedInUser,
  id: string,
  linkId: string,
): Promise<{ link: ShareLinkView }> {
  const submission = await shareable(user, id);
  const missing = new Problem(404, "This share link does not exist.");
  if (!/^[0-9a-f-]{36}$/i.test(linkId)) throw missing;
  await db().transaction(async (tx) => {
    const [revoked] = await tx
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(shareLinks.id, linkId),
          eq(shareLinks.submissionId, submission.id),
          isNull(shareLinks.revokedAt),
        ),
      )
      .returning();
    if (revoked)
      await tx.insert(auditEvents).values({
        submissionId: submission.id,
        actor: user.id,
        action: "share-link-revoked",
        detail: {
          link: revoked.tokenPrefix,
          recipient: `${revoked.recipientName} <${revoked.recipientEmail}>`,
        },
      });
  });
  const link = (await listShareLinks(user, id)).links.find((each) => each.id === linkId);
  if (!link) throw missing;
  return { link };
}
