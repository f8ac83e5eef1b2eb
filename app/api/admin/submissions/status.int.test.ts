import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";

import { GET as fetchFile } from "@/app/api/files/[token]/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { POST as uploadRoute } from "@/app/api/submissions/[id]/script/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  clearanceItems,
  scriptFiles,
  submissions,
  userProfiles,
} from "@/lib/db/schema";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { orderEmailJob } from "@/lib/orders/emails";
import { markOrderPaid, placeOrder } from "@/lib/orders/place";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import {
  FOLLOWS_PAYMENT_MESSAGE,
  FOLLOWS_REFUND_MESSAGE,
  FOLLOWS_WORK_MESSAGE,
} from "@/lib/submission-lifecycle/manual-transitions";
import type { OrderRow } from "@/lib/submissions/orders";
import type { AdminSubmissionView } from "@/lib/submissions/views";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { storedScriptFile } from "@/test/script-files";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { POST as assign } from "./[id]/assignee/route";
import { POST as markReady } from "./[id]/ready/route";
import { POST as publish } from "./[id]/report/route";
import { GET as getAdminSubmission } from "./[id]/route";
import { GET as getScriptLink } from "./[id]/script-link/route";
import { POST as changeStatus } from "./[id]/status/route";

jest.setTimeout(90_000);

let customer: Customer;
let admin: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;
const CHANGED_MEANWHILE =
  "This submission changed meanwhile: it is now in research. Reload to see the latest.";

/** An answer that refuses with `status`, saying `message`. */
async function expectRefusal(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await bodyOf<{ message: string }>(response)).message).toBe(message);
}

const move = (id: string, json: unknown, who: Customer | null = admin) => {
  const url = `/api/admin/submissions/${id}/status`;
  return changeStatus(
    who
      ? who.request("POST", url, { json })
      : new NextRequest(`${ORIGIN}${url}`, { method: "POST", body: JSON.stringify(json) }),
    params({ id }),
  );
};

const publishReport = (id: string) =>
  publish(admin.request("POST", `/api/admin/submissions/${id}/report`), params({ id }));

const adminView = async (id: string) =>
  bodyOf<AdminSubmissionView>(
    await getAdminSubmission(admin.request("GET", `/api/admin/submissions/${id}`), params({ id })),
  );

/** A customer's draft with a title, as the quote editor leaves it, its script read unless `read` is false. */
async function draft(title: string, { read = true } = {}): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, { json: { title } }),
    params({ id }),
  );
  // Script clearance is ordered on a read script (product.md §8.1).
  if (read) await storedScriptFile(id, HARBOUR_LIGHT);
  return id;
}

const owner = () => ({ id: customer.id }) as SignedInUser;

/** A submission the customer has paid for by card, so it waits for the researchers. */
async function paidSubmission(title = "Status test"): Promise<{ id: string; order: OrderRow }> {
  const id = await draft(title);
  const order = await placeOrder(owner(), id, "card");
  await markOrderPaid(order.id, { actor: "system", reference: `pi_${order.id}` });
  return { id, order };
}

const workStartedEmails = async (orderId: string) =>
  (
    await (
      await jobQueue()
    ).findJobs(orderEmailJob.name, { data: { orderId, kind: "work-started" } })
  ).length;

const statusChanges = (id: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.submissionId, id), eq(auditEvents.action, "status-changed")));

const statusOf = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0]!.status;

beforeAll(async () => {
  await startAuth();
  [customer, admin] = await Promise.all([signedInCustomer(), signedInCustomer({ admin: true })]);
  await db()
    .update(userProfiles)
    .set({ billingName: "Rosa Marchetti", billingCompany: "Harbour Films Ltd" })
    .where(eq(userProfiles.userId, customer.id));
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("an admin changing a submission's status", () => {
  it("moves a paid submission into research, logs the admin and the note, and queues the work-started e-mail", async () => {
    const { id, order } = await paidSubmission();
    const response = await move(id, { from: "paid", to: "in_research", note: " Starting today " });
    expect(response.status).toBe(200);
    const view = await bodyOf<AdminSubmissionView>(response);
    expect(view.status).toBe("in_research");
    expect(view.audit_log[0]).toMatchObject({
      actor: admin.email,
      action: "Status changed",
      from_status: "paid",
      to_status: "in_research",
      note: "Starting today",
      detail: null,
    });
    // Review and delivery have their own controls, which check the items.
    expect(view.allowed_transitions.map((transition) => transition.to)).toEqual(["cancelled"]);

    const [event] = await statusChanges(id);
    expect(event).toMatchObject({
      actor: admin.id,
      fromStatus: "paid",
      toStatus: "in_research",
      detail: { note: "Starting today" },
    });
    expect(await workStartedEmails(order.id)).toBe(1);
  });

  it("leaves delivery, review and revisions to the work: such status clicks are refused", async () => {
    const { id, order } = await paidSubmission();
    expect((await move(id, { from: "paid", to: "in_research" })).status).toBe(200);
    for (const to of ["delivered", "in_review"])
      await expectRefusal(await move(id, { from: "in_research", to }), 409, FOLLOWS_WORK_MESSAGE);
    expect((await publishReport(id)).status).toBe(201);
    await expectRefusal(
      await move(id, { from: "delivered", to: "revision_requested" }),
      409,
      FOLLOWS_WORK_MESSAGE,
    );
    expect(await statusOf(id)).toBe("delivered");
    expect(await workStartedEmails(order.id)).toBe(1);
  });

  it("refuses to mark a submission refunded by a click: only a refund of its payment does", async () => {
    const { id } = await paidSubmission();
    await expectRefusal(
      await move(id, { from: "paid", to: "refunded" }),
      409,
      FOLLOWS_REFUND_MESSAGE,
    );
    expect(await statusOf(id)).toBe("paid");
    expect(await statusChanges(id)).toEqual([]);
  });

  it("refuses a jump the state machine does not allow, with its reason", async () => {
    const { id } = await paidSubmission();
    const response = await move(id, { from: "paid", to: "closed" });
    await expectRefusal(response, 409, "A submission that is paid cannot become closed.");
    expect(await statusOf(id)).toBe("paid");
  });

  it("leaves the changes a payment makes to the payment", async () => {
    const id = await draft("Awaiting a transfer");
    await placeOrder(owner(), id, "bank_transfer");
    for (const to of ["paid", "draft"]) {
      const response = await move(id, { from: "awaiting_payment", to });
      await expectRefusal(response, 409, FOLLOWS_PAYMENT_MESSAGE);
    }
    expect(await statusOf(id)).toBe("awaiting_payment");
    expect((await adminView(id)).allowed_transitions).toEqual([]);
    expect(await statusChanges(id)).toEqual([]);
  });

  it("refuses a change based on a status that has changed since the page was loaded", async () => {
    const { id } = await paidSubmission();
    expect((await move(id, { from: "paid", to: "in_research" })).status).toBe(200);
    const stale = await move(id, { from: "paid", to: "cancelled" });
    await expectRefusal(stale, 409, CHANGED_MEANWHILE);
    expect(await statusOf(id)).toBe("in_research");
  });

  it("makes two identical clicks at once into one change", async () => {
    const { id, order } = await paidSubmission();
    const answers = await Promise.all([
      move(id, { from: "paid", to: "in_research" }),
      move(id, { from: "paid", to: "in_research" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expectRefusal(
      answers.find((answer) => answer.status === 409)!,
      409,
      CHANGED_MEANWHILE,
    );
    expect(await statusChanges(id)).toHaveLength(1);
    expect(await workStartedEmails(order.id)).toBe(1);
  });

  it("says what is wrong with a request it cannot read, and 404s for a missing submission", async () => {
    const { id } = await paidSubmission();
    const unknown = await move(id, { from: "paid", to: "finished" });
    await expectRefusal(unknown, 400, "to must be a submission status");
    const long = await move(id, { from: "paid", to: "in_research", note: "x".repeat(2_001) });
    await expectRefusal(long, 400, "A note must be at most 2,000 characters.");
    for (const missing of ["0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e", "not-a-uuid"]) {
      const response = await move(missing, { from: "paid", to: "in_research" });
      await expectRefusal(response, 404, "This submission does not exist.");
    }
    expect(await statusOf(id)).toBe("paid");
  });

  it("answers 401 without a session and 403 to a customer", async () => {
    const { id } = await paidSubmission();
    expect((await move(id, { from: "paid", to: "in_research" }, null)).status).toBe(401);
    expect((await move(id, { from: "paid", to: "in_research" }, customer)).status).toBe(403);
    expect(await statusOf(id)).toBe("paid");
  });
});

describe("the admin view of a submission", () => {
  it("shows the customer, the orders, the files and the audit log newest first", async () => {
    const id = await draft("Night Ferry", { read: false });
    const form = new FormData();
    form.append("file", new File(["INT. FERRY - NIGHT\n\nDana waits."], "night-ferry.fountain"));
    const uploaded = await uploadRoute(
      customer.request("POST", `/api/submissions/${id}/script`, { form }),
      params({ id }),
    );
    expect(uploaded.status).toBe(201);
    // Read, as the reader leaves it: an order waits for that (product.md §8.1).
    await db()
      .update(scriptFiles)
      .set({ status: "parsed", pageCount: 1 })
      .where(eq(scriptFiles.submissionId, id));
    const order = await placeOrder(owner(), id, "card");
    await markOrderPaid(order.id, { actor: "system", reference: "pi_night_ferry" });
    await move(id, { from: "paid", to: "in_research" });
    await expectRefusal(
      await move(id, { from: "in_research", to: "delivered" }),
      409,
      FOLLOWS_WORK_MESSAGE,
    );
    expect((await publishReport(id)).status).toBe(201);

    const view = await adminView(id);
    expect(view).toMatchObject({
      title: "Night Ferry",
      status: "delivered",
      customer_email: customer.email,
      customer_name: "Rosa Marchetti",
      customer_company: "Harbour Films Ltd",
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(view.orders).toEqual([
      expect.objectContaining({ status: "paid", method: "card", total: 45_000, currency: "USD" }),
    ]);
    const number = view.orders[0]!.number;
    expect(view.scripts).toEqual([
      expect.objectContaining({ original_name: "night-ferry.fountain", version: 1 }),
    ]);
    expect(
      view.audit_log.map((event) => [
        event.actor,
        event.action,
        event.from_status,
        event.to_status,
        event.note,
      ]),
    ).toEqual([
      [admin.email, "Report published", "in_research", "delivered", null],
      [admin.email, "Status changed", "paid", "in_research", null],
      ["System", "Payment received", "awaiting_payment", "paid", null],
      ["Customer", "Checkout started", "draft", "awaiting_payment", null],
    ]);
    expect(view.audit_log.at(-1)!.detail).toBe(`${number} · Card · $450.00`);
    expect(view.allowed_transitions).toEqual([
      { to: "closed", label: "Closed", needs_confirmation: false },
    ]);

    // Any version of the script opens through a short-lived signed link.
    const fileId = view.scripts[0]!.id;
    const linkUrl = `/api/admin/submissions/${id}/script-link?file=${fileId}`;
    const link = await getScriptLink(admin.request("GET", linkUrl), params({ id }));
    expect(link.status).toBe(200);
    const { url } = await bodyOf<{ url: string }>(link);
    const token = new URL(url).pathname.split("/").at(-1)!;
    const file = await fetchFile(new Request(url), params({ token }));
    expect(await file.text()).toContain("Dana waits.");
    expect((await getScriptLink(customer.request("GET", linkUrl), params({ id }))).status).toBe(
      403,
    );
    const missing = await getScriptLink(
      admin.request("GET", `/api/admin/submissions/${id}/script-link?file=nope`),
      params({ id }),
    );
    await expectRefusal(missing, 404, "This script file does not exist or is no longer stored.");
  });
});

describe("assigning a researcher and marking the results ready", () => {
  const post = (route: typeof assign, id: string, what: string, json: unknown, who = admin) =>
    route(who.request("POST", `/api/admin/submissions/${id}/${what}`, { json }), params({ id }));

  it("starts the research of a paid submission when a researcher is assigned, once", async () => {
    const { id, order } = await paidSubmission("Assignment test");
    const response = await post(assign, id, "assignee", { assignee_id: admin.id });
    expect(response.status).toBe(200);
    const view = await bodyOf<AdminSubmissionView>(response);
    expect(view).toMatchObject({ status: "in_research", assignee_id: admin.id });
    expect(view.researchers).toContainEqual({ id: admin.id, email: admin.email });
    expect(view.audit_log.slice(0, 2).map((event) => [event.action, event.detail])).toEqual([
      ["Status changed", null],
      ["Assigned", admin.email],
    ]);
    expect(await workStartedEmails(order.id)).toBe(1);

    // Unassigning and assigning again changes no status and sends nothing more.
    await post(assign, id, "assignee", { assignee_id: null });
    const again = await bodyOf<AdminSubmissionView>(
      await post(assign, id, "assignee", { assignee_id: admin.id }),
    );
    expect(again.status).toBe("in_research");
    expect(await workStartedEmails(order.id)).toBe(1);

    await expectRefusal(
      await post(assign, id, "assignee", { assignee_id: customer.id }),
      400,
      "Submissions can only be assigned to a researcher.",
    );
    expect((await post(assign, id, "assignee", { assignee_id: admin.id }, customer)).status).toBe(
      403,
    );
  });

  it("refuses review while an item is open, and sends the results once all are worked", async () => {
    const { id } = await paidSubmission("Ready test");
    await expectRefusal(
      await post(markReady, id, "ready", {}),
      409,
      "Only a submission in research can be sent for review.",
    );
    await post(assign, id, "assignee", { assignee_id: admin.id });
    const base = { submissionId: id, canonical: "Gull & Anchor", category: "business" as const };
    const common = { occurrences: [], signals: [], risk: 50, suggestedCode: "CC" as const };
    await db()
      .insert(clearanceItems)
      .values([
        { ...base, ...common, itemKey: "business:gull", position: 0, state: "detected" },
        { ...base, ...common, itemKey: "business:anchor", position: 1, state: "researching" },
        { ...base, ...common, itemKey: "business:tide", position: 2, state: "dismissed" },
      ]);
    await expectRefusal(
      await post(markReady, id, "ready", {}),
      409,
      "Every item needs a finding or a dismissal before delivery; still open: 1 detected, 1 researching.",
    );
    await db()
      .update(clearanceItems)
      .set({ state: "finding_recorded", code: "NC", finding: "No conflict found." })
      .where(eq(clearanceItems.submissionId, id));
    const ready = await post(markReady, id, "ready", {});
    expect(ready.status).toBe(200);
    const view = await bodyOf<AdminSubmissionView>(ready);
    expect(view).toMatchObject({
      status: "in_review",
      ready_for_delivery_at: expect.any(String),
      review: { requested_by: admin.email, outcome: null, decided_by: null },
    });
    expect(view.audit_log[0]).toMatchObject({
      action: "Sent for review",
      from_status: "in_research",
      to_status: "in_review",
    });
  });
});

it("turns the quote's text boxes into the customer's items when the order is paid, once", async () => {
  const id = await draft("Text boxes test");
  await db()
    .update(submissions)
    .set({
      textBoxes: [
        { text: "Gull & Anchor Tavern", category: "business" },
        { text: "Captain Ravel" },
        { text: "  " },
      ],
    })
    .where(eq(submissions.id, id));
  const order = await placeOrder(owner(), id, "card");
  await markOrderPaid(order.id, { actor: "system", reference: `pi_${order.id}` });
  await markOrderPaid(order.id, { actor: "system", reference: `pi_${order.id}` });
  const items = await db().select().from(clearanceItems).where(eq(clearanceItems.submissionId, id));
  expect(
    items
      .map(({ category, canonical, source, state }) => [category, canonical, source, state])
      .sort(),
  ).toEqual([
    ["business", "Gull & Anchor Tavern", "customer", "confirmed"],
    ["other", "Captain Ravel", "customer", "confirmed"],
  ]);
});
