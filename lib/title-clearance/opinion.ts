import "server-only";

import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { TITLE_CLEARANCE_LIMITS as LIMITS } from "@/config/title-clearance";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { titleSearches } from "@/lib/db/schema";
import { checkedFileName, readFormFile } from "@/lib/http/form";
import { Problem } from "@/lib/http/problems";
import { fileStore } from "@/lib/storage";

import { getTitleClearance, logTitleEvent, orderedSubmission, searchOf } from "./store";
import type { TitleClearanceView } from "./views";

/** Long enough to open the tab; too short to be worth passing around. */
const LINK_SECONDS = 5 * 60;
const MAX_MB = LIMITS.opinionBytes / 1024 / 1024;
const tooLarge = () =>
  new Problem(413, `The opinion is larger than ${MAX_MB} MB. Attach a smaller PDF.`);

/** Our own key for an opinion: never derived from the name the researcher sent. */
const opinionKey = (submissionId: string) => `title-opinions/${submissionId}/${randomUUID()}.pdf`;

/** The title search of a submission that ordered one. */
const searchRow = async (id: string) => searchOf(await orderedSubmission(id));

/** The multipart body's `file`, a PDF by its content, within the size limit. */
async function readOpinion(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const { name, bytes } = await readFormFile(request, {
    what: "the opinion",
    limit: LIMITS.opinionBytes,
    tooLarge,
    missing: "Choose the attorney's opinion (a PDF).",
  });
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-") {
    throw new Problem(415, "The opinion must be a PDF file.");
  }
  return { name: checkedFileName(name), bytes };
}

/** POST …/title-clearance/opinion: attaches the attorney's opinion, replacing any earlier one. */
export async function attachOpinion(
  admin: SignedInUser,
  id: string,
  request: Request,
): Promise<TitleClearanceView> {
  const search = await searchRow(id);
  const { name, bytes } = await readOpinion(request);
  const key = opinionKey(search.submissionId);
  await fileStore().put(key, bytes, "application/pdf");
  try {
    await db().transaction(async (tx) => {
      await tx
        .update(titleSearches)
        .set({
          opinionKey: key,
          opinionName: name,
          opinionBytes: bytes.byteLength,
          opinionUploadedAt: sql`clock_timestamp()`,
          updatedBy: admin.id,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(titleSearches.id, search.id));
      await logTitleEvent(tx, search.submissionId, admin, "title-opinion-attached", name);
    });
  } catch (error) {
    await fileStore().delete(key);
    throw error;
  }
  if (search.opinionKey)
    await fileStore()
      .delete(search.opinionKey)
      .catch(() => {});
  return getTitleClearance(id);
}

/** DELETE …/title-clearance/opinion: removes the attached opinion. */
export async function removeOpinion(admin: SignedInUser, id: string): Promise<TitleClearanceView> {
  const search = await searchRow(id);
  await db().transaction(async (tx) => {
    await tx
      .update(titleSearches)
      .set({
        opinionKey: null,
        opinionName: null,
        opinionBytes: null,
        opinionUploadedAt: null,
        updatedBy: admin.id,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(titleSearches.id, search.id));
    if (search.opinionName) {
      await logTitleEvent(
        tx,
        search.submissionId,
        admin,
        "title-opinion-removed",
        search.opinionName,
      );
    }
  });
  if (search.opinionKey)
    await fileStore()
      .delete(search.opinionKey)
      .catch(() => {});
  return getTitleClearance(id);
}

/** GET …/title-clearance/opinion: a short-lived signed link to the attached opinion. */
export async function opinionLink(id: string): Promise<{ url: string }> {
  const search = await searchRow(id);
  if (!search.opinionKey || !search.opinionName) {
    throw new Problem(404, "No attorney opinion is attached to this title search.");
  }
  return {
    url: await fileStore().signedUrl(search.opinionKey, {
      downloadName: search.opinionName,
      contentType: "application/pdf",
      inline: true,
      expiresInSeconds: LINK_SECONDS,
    }),
  };
}
