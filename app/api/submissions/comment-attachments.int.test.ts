import { readdir } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";

import { GET as adminAttachment } from "@/app/api/admin/submissions/[id]/comments/attachments/[attachmentId]/route";
import {
  GET as adminThreads,
  POST as adminPost,
} from "@/app/api/admin/submissions/[id]/comments/route";
import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { GET as customerAttachment } from "@/app/api/submissions/[id]/comments/attachments/[attachmentId]/route";
import {
  GET as customerThreads,
  POST as customerPost,
} from "@/app/api/submissions/[id]/comments/route";
import { DELETE as deleteDraft } from "@/app/api/submissions/[id]/route";
import type { CommentThreadsView, CommentView } from "@/lib/comments/rules";
import { db } from "@/lib/db/client";
import { comments, submissions } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

jest.setTimeout(120_000);

let owner: Customer;
let stranger: Customer;
let admin: Customer;
let submissionId: string;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

/** A one-pixel PNG, as an image editor writes it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

type Sent = { name: string; bytes: BlobPart; type?: string };
const pdf = (name = "Location release.pdf"): Sent => ({
  name,
  bytes: PDF,
  type: "application/pdf",
});

/** A comment sent as a form, with `files` in its `attachment` fields. */
function post(
  side: "admin" | "customer",
  who: Customer,
  fields: Record<string, string>,
  files: Sent[],
  id = submissionId,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append("attachment", new File([file.bytes], file.name, { type: file.type ?? "" }));
  }
  const url = `/api${side === "admin" ? "/admin" : ""}/submissions/${id}/comments`;
  const handler = side === "admin" ? adminPost : customerPost;
  return handler(who.request("POST", url, { form }), params({ id }));
}

/** The short-lived link to an attachment, as `who` asks for it from `side`. */
function link(side: "admin" | "customer", who: Customer, attachmentId: string, id = submissionId) {
  const url = `/api${side === "admin" ? "/admin" : ""}/submissions/${id}/comments/attachments/${attachmentId}`;
  const handler = side === "admin" ? adminAttachment : customerAttachment;
  return handler(who.request("GET", url), params({ id, attachmentId }));
}

/** What the signed link serves. */
async function download(response: Response) {
  const { url } = await bodyOf<{ url: string }>(response);
  const token = new URL(url).pathname.split("/").at(-1)!;
  return fetchFile(new Request(url), { params: Promise.resolve({ token }) });
}

/** The files stored for the submission's comments, as the local store keeps them. */
async function storedFiles(id = submissionId): Promise<string[]> {
  const folder = path.join(process.env.FILES_DIR!, "comment-attachments", id);
  return readdir(folder).catch(() => []);
}

const threadsOf = async (side: "admin" | "customer", who: Customer) => {
  const url = `/api${side === "admin" ? "/admin" : ""}/submissions/${submissionId}/comments`;
  const handler = side === "admin" ? adminThreads : customerThreads;
  return bodyOf<CommentThreadsView>(
    await handler(who.request("GET", url), params({ id: submissionId })),
  );
};

beforeAll(async () => {
  await startAuth();
  [owner, stranger, admin] = await Promise.all([
    signedInCustomer(),
    signedInCustomer(),
    signedInCustomer({ admin: true }),
  ]);
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: owner.id, status: "in_research", title: "Harbour Light" })
    .returning();
  submissionId = row!.id;
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("files sent with comments", () => {
  it("keeps a customer's answer with its files, which the researcher opens", async () => {
    const response = await post("customer", owner, { body: "The signed release and a photo." }, [
      pdf(),
      { name: "sign.png", bytes: PNG, type: "image/png" },
    ]);
    expect(response.status).toBe(201);
    const comment = await bodyOf<CommentView>(response);
    expect(comment).toMatchObject({ visibility: "customer", author_role: "customer" });
    expect(comment.attachments).toEqual([
      {
        id: expect.any(String),
        name: "Location release.pdf",
        content_type: "application/pdf",
        size_bytes: PDF.length,
      },
      { id: expect.any(String), name: "sign.png", content_type: "image/png", size_bytes: 70 },
    ]);

    // The researcher sees it in the workbench's threads and opens the PDF.
    const threads = await threadsOf("admin", admin);
    const seen = threads.comments.find(({ id }) => id === comment.id);
    expect(seen?.attachments.map(({ name }) => name)).toEqual(["Location release.pdf", "sign.png"]);
    const file = await download(await link("admin", admin, comment.attachments[0]!.id));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(await file.text()).toBe(PDF);
    // So does the customer, from their own page.
    const own = await download(await link("customer", owner, comment.attachments[1]!.id));
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("reads the type from the bytes: a text file named .pdf is refused, nothing kept", async () => {
    const before = await storedFiles();
    const response = await post("customer", owner, { body: "My release" }, [
      pdf("Fine.pdf"),
      { name: "release.pdf", bytes: "Signed by me, honest.", type: "application/pdf" },
    ]);
    expect(response.status).toBe(415);
    expect(await bodyOf(response)).toEqual({
      message:
        "“release.pdf” is not a PDF, PNG, JPEG or WebP file. Attach a PDF or an image; the file's content decides, not its name.",
      field: "attachment",
    });
    expect(await storedFiles()).toEqual(before);
    const kept = await db()
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.body, "My release"));
    expect(kept).toEqual([]);
  });

  it("refuses a file of 10 MB and one byte, and more than five files", async () => {
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(new TextEncoder().encode(PDF));
    const tooLarge = await post("customer", owner, { body: "Scan" }, [
      { name: "scan.pdf", bytes: large, type: "application/pdf" },
    ]);
    expect(tooLarge.status).toBe(413);
    expect((await bodyOf<{ message: string }>(tooLarge)).message).toBe(
      "“scan.pdf” is larger than 10 MB. Attach files of at most 10 MB each.",
    );

    const six = Array.from({ length: 6 }, (_, at) => pdf(`page ${at + 1}.pdf`));
    const tooMany = await post("customer", owner, { body: "Pages" }, six);
    expect(tooMany.status).toBe(400);
    expect((await bodyOf<{ message: string }>(tooMany)).message).toBe(
      "Attach at most 5 files to one comment.",
    );
  });

  it("keeps no file when the comment itself is refused", async () => {
    const before = await storedFiles();
    const unknownItem = await post(
      "customer",
      owner,
      { body: "About this", item_id: crypto.randomUUID() },
      [pdf()],
    );
    expect(unknownItem.status).toBe(404);
    const empty = await post("customer", owner, { body: "  " }, [pdf()]);
    expect(empty.status).toBe(400);
    expect((await bodyOf<{ message: string }>(empty)).message).toBe("Write a comment first.");
    expect(await storedFiles()).toEqual(before);
  });

  it("never hands a customer the file of an internal note (404), nor another customer's (404)", async () => {
    const internal = await bodyOf<CommentView>(
      await post("admin", admin, { body: "Their lawyer's draft, not for them yet." }, [pdf()]),
    );
    expect(internal.visibility).toBe("internal");
    const internalFile = internal.attachments[0]!.id;
    expect((await link("admin", admin, internalFile)).status).toBe(200);
    const refused = await link("customer", owner, internalFile);
    expect(refused.status).toBe(404);
    expect((await bodyOf<{ message: string }>(refused)).message).toBe(
      "This attachment does not exist, or it is not on a comment you can read.",
    );
    // Nor is it listed to them.
    const listed = (await threadsOf("customer", owner)).comments.flatMap(({ attachments }) =>
      attachments.map(({ id }) => id),
    );
    expect(listed).not.toContain(internalFile);

    const visible = await bodyOf<CommentView>(
      await post("admin", admin, { body: "The form to sign.", visibility: "customer" }, [pdf()]),
    );
    const visibleFile = visible.attachments[0]!.id;
    expect((await link("customer", owner, visibleFile)).status).toBe(200);
    expect((await link("customer", stranger, visibleFile)).status).toBe(404);
    expect((await link("admin", stranger, visibleFile)).status).toBe(403);
    // An attachment asked for under another submission of the stranger's own is no way in.
    const [theirs] = await db()
      .insert(submissions)
      .values({ ownerId: stranger.id, status: "in_research" })
      .returning();
    expect((await link("customer", stranger, visibleFile, theirs!.id)).status).toBe(404);
    expect((await link("customer", owner, "not-an-id")).status).toBe(404);
  });

  it("goes when the draft it was sent on is deleted", async () => {
    const [draft] = await db()
      .insert(submissions)
      .values({ ownerId: owner.id, status: "draft" })
      .returning();
    const id = draft!.id;
    expect((await post("customer", owner, { body: "Release" }, [pdf()], id)).status).toBe(201);
    expect(await storedFiles(id)).toHaveLength(1);
    const deleted = await deleteDraft(
      owner.request("DELETE", `/api/submissions/${id}`),
      params({ id }),
    );
    expect(deleted.status).toBe(204);
    expect(await storedFiles(id)).toEqual([]);
  });
});
