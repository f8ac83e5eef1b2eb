import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";

import {
  GET as customerThreads,
  POST as customerPost,
} from "@/app/api/submissions/[id]/comments/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { commentEmailJob } from "@/lib/comments/emails";
import type { CommentThreadsView, CommentView } from "@/lib/comments/rules";
import { db } from "@/lib/db/client";
import { auditEvents, clearanceItems, comments, scriptFiles, userProfiles } from "@/lib/db/schema";
import { prepareJobQueues, stopJobQueue } from "@/lib/jobs/queue";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as adminThreads, POST as adminPost } from "./[id]/comments/route";

jest.setTimeout(90_000);

let customer: Customer;
let otherCustomer: Customer;
let admin: Customer;
let submissionId: string;
let itemId: string;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

type Api = "admin" | "customer";
const url = (api: Api, id: string, query = "") =>
  `/api${api === "admin" ? "/admin" : ""}/submissions/${id}/comments${query}`;

const read = (api: Api, who: Customer | null, id = submissionId, query = "") => {
  const path = url(api, id, query);
  const handler = api === "admin" ? adminThreads : customerThreads;
  return handler(
    who ? who.request("GET", path) : new NextRequest(`${ORIGIN}${path}`),
    params({ id }),
  );
};

const write = (api: Api, who: Customer | null, json: unknown, id = submissionId) => {
  const path = url(api, id);
  const handler = api === "admin" ? adminPost : customerPost;
  return handler(
    who
      ? who.request("POST", path, { json })
      : new NextRequest(`${ORIGIN}${path}`, { method: "POST", body: JSON.stringify(json) }),
    params({ id }),
  );
};

/** Comment e-mails queued; the queue is made first, as nothing may have queued one yet. */
const emailJobs = async (commentId: string) =>
  (
    await (
      await prepareJobQueues([commentEmailJob])
    ).findJobs(commentEmailJob.name, { data: { commentId } })
  ).length;

/** An item of the first pass on the submission, as the analysis stores it. */
async function storedItem(id: string): Promise<string> {
  const [file] = await db()
    .insert(scriptFiles)
    .values({
      submissionId: id,
      version: 1,
      originalName: "harbour-light.fountain",
      format: "fountain",
      sizeBytes: 100,
      sha256: "0".repeat(64),
      status: "parsed",
      analysisStatus: "done",
    })
    .returning();
  const [item] = await db()
    .insert(clearanceItems)
    .values({
      submissionId: id,
      scriptFileId: file!.id,
      itemKey: "business:harbour bar",
      position: 0,
      category: "business",
      canonical: "Harbour Bar",
      occurrences: [],
      signals: [],
      risk: 60,
      suggestedCode: "NC",
    })
    .returning();
  return item!.id;
}

beforeAll(async () => {
  await startAuth();
  [customer, otherCustomer, admin] = await Promise.all([
    signedInCustomer(),
    signedInCustomer(),
    signedInCustomer({ admin: true }),
  ]);
  const draft = await startNew(customer.request("GET", "/api/submissions/new"));
  submissionId = (await bodyOf<{ correlation_id: string }>(draft)).correlation_id;
  await editDraft(
    customer.request("PATCH", `/api/submissions/${submissionId}`, {
      json: { title: "Harbour Light" },
    }),
    params({ id: submissionId }),
  );
  itemId = await storedItem(submissionId);
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("who may read and write comments", () => {
  it("answers 401 without a session on both APIs", async () => {
    for (const api of ["admin", "customer"] as const) {
      expect((await read(api, null)).status).toBe(401);
      expect((await write(api, null, { body: "Hello" })).status).toBe(401);
    }
  });

  it("refuses a customer on the admin API with 403, even for their own submission", async () => {
    expect((await read("admin", customer)).status).toBe(403);
    expect((await write("admin", customer, { body: "Hi", visibility: "customer" })).status).toBe(
      403,
    );
  });

  it("answers another customer's submission as missing (404) on the customer API", async () => {
    for (const response of [
      await read("customer", otherCustomer),
      await write("customer", otherCustomer, { body: "Not mine" }),
    ]) {
      expect(response.status).toBe(404);
      expect((await bodyOf<{ message: string }>(response)).message).toBe(
        "This quote does not exist or is not yours.",
      );
    }
  });

  it("answers a missing or malformed submission id as 404 to an admin", async () => {
    expect((await read("admin", admin, "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d")).status).toBe(404);
    expect((await write("admin", admin, { body: "x" }, "not-a-uuid")).status).toBe(404);
  });
});

describe("comment threads", () => {
  let internal: CommentView;
  let forCustomer: CommentView;

  it("stores a researcher's internal comment, audited, with no e-mail", async () => {
    const response = await write("admin", admin, { body: "  Check the bar's licence.  " });
    expect(response.status).toBe(201);
    internal = await bodyOf<CommentView>(response);
    expect(internal).toMatchObject({
      item_id: null,
      author: "You",
      author_role: "researcher",
      visibility: "internal",
      body: "Check the bar's licence.",
      mine: true,
    });
    expect(await emailJobs(internal.id)).toBe(0);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.submissionId, submissionId),
          eq(auditEvents.detail, { comment: internal.id }),
        ),
      );
    expect(event).toMatchObject({ actor: admin.id, action: "internal-comment-added" });
  });

  it("queues exactly one e-mail for a researcher's customer-visible comment on an item", async () => {
    const response = await write("admin", admin, {
      body: "Is the Harbour Bar real?\nSee https://example.com/bar",
      visibility: "customer",
      item_id: itemId,
    });
    expect(response.status).toBe(201);
    forCustomer = await bodyOf<CommentView>(response);
    expect(forCustomer).toMatchObject({ item_id: itemId, visibility: "customer" });
    expect(await emailJobs(forCustomer.id)).toBe(1);
  });

  it("shows researchers every thread, with the items that have one", async () => {
    const view = await bodyOf<CommentThreadsView>(await read("admin", admin));
    expect(view.submission).toEqual({ correlation_id: submissionId, title: "Harbour Light" });
    expect(view.item).toBeNull();
    expect(view.items).toEqual([
      { id: itemId, category: "business", category_label: "Business name", name: "Harbour Bar" },
    ]);
    expect(view.comments.map((comment) => comment.id)).toEqual([internal.id, forCustomer.id]);
    expect(view.comments[0]).toMatchObject({ author: "You", mine: true });
  });

  it("filters one item's thread with ?item=, and answers an unknown item with 404", async () => {
    const view = await bodyOf<CommentThreadsView>(
      await read("admin", admin, submissionId, `?item=${itemId}`),
    );
    expect(view.item?.name).toBe("Harbour Bar");
    expect(view.comments.map((comment) => comment.id)).toEqual([forCustomer.id]);
    const unknown = await read(
      "admin",
      admin,
      submissionId,
      "?item=0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
    );
    expect(unknown.status).toBe(404);
    expect((await read("admin", admin, submissionId, "?item=nope")).status).toBe(400);
    const wrongItem = await write("admin", admin, {
      body: "x",
      item_id: "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
    });
    expect(wrongItem.status).toBe(404);
  });

  it("shows the customer only the comments meant for them, the researcher unnamed", async () => {
    const view = await bodyOf<CommentThreadsView>(await read("customer", customer));
    expect(view.comments).toHaveLength(1);
    expect(view.comments[0]).toMatchObject({
      id: forCustomer.id,
      author: "Researcher",
      visibility: "customer",
      mine: false,
    });
    expect(JSON.stringify(view)).not.toContain(admin.email);
    expect(JSON.stringify(view)).not.toContain("licence");
  });

  it("names the researcher to the customer by the name and role they gave, never by address", async () => {
    const named = (displayName: string | null, jobTitle: string | null) =>
      db()
        .update(userProfiles)
        .set({ displayName, jobTitle })
        .where(eq(userProfiles.userId, admin.id));
    await named("Ada Marsh", "Senior researcher");
    try {
      const view = await bodyOf<CommentThreadsView>(await read("customer", customer));
      expect(view.comments[0]).toMatchObject({
        id: forCustomer.id,
        author: "Ada Marsh, Senior researcher",
      });
      expect(JSON.stringify(view)).not.toContain(admin.email);
    } finally {
      await named(null, null);
    }
  });

  it("lets the customer answer, but never internally, and sends them no e-mail of their own", async () => {
    const refused = await write("customer", customer, { body: "Secret", visibility: "internal" });
    expect(refused.status).toBe(403);
    expect(await bodyOf(refused)).toEqual({
      message: "Only researchers can write internal comments.",
      field: "visibility",
    });
    const answer = await write("customer", customer, { body: "Yes, it is on Pier 4." });
    expect(answer.status).toBe(201);
    const comment = await bodyOf<CommentView>(answer);
    expect(comment).toMatchObject({ author_role: "customer", visibility: "customer" });
    expect(await emailJobs(comment.id)).toBe(0);
    const view = await bodyOf<CommentThreadsView>(await read("admin", admin));
    expect(view.comments.at(-1)).toMatchObject({ author: `Customer (${customer.email})` });
  });

  it("refuses an empty or over-long comment with a sentence for the form", async () => {
    expect(await bodyOf(await write("admin", admin, { body: "   " }))).toEqual({
      message: "Write a comment first.",
      field: "body",
    });
    const long = await write("admin", admin, { body: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect(await bodyOf(long)).toEqual({
      message: "A comment can be at most 5,000 characters long.",
      field: "body",
    });
    const count = await db().$count(comments, eq(comments.submissionId, submissionId));
    expect(count).toBe(3);
  });
});
