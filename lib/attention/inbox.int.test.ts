import { eq } from "drizzle-orm";

import { POST as adminPost } from "@/app/api/admin/submissions/[id]/comments/route";
import { POST as customerPost } from "@/app/api/submissions/[id]/comments/route";
import { attentionEmailJob } from "@/lib/attention/inbox";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { clearanceItems, submissionAttention, submissions, userProfiles } from "@/lib/db/schema";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { listOrders, ordersQuery } from "@/lib/orders/admin-list";
import { getSubmission, listSubmissions } from "@/lib/submissions/read";
import { headerUser } from "@/lib/users/account";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { storedScriptFile } from "@/test/script-files";
import {
  pageUser,
  params,
  signedInCustomer,
  startAuth,
  stopAuth,
  type Customer,
} from "@/test/signed-in";

import { needsYouCount, sendAttentionEmail } from "./inbox";

givePrivateJobQueue();
jest.setTimeout(120_000);

let mailbox: RunningDevMailbox;
let customer: Customer;
let researcher: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  mailbox = await startDevMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  await startAuth();
  [customer, researcher, otherAdmin] = await Promise.all([
    signedInCustomer(),
    signedInCustomer({ admin: true }),
    signedInCustomer({ admin: true }),
  ]);
  // Their sign-ups' verification e-mails are not what these tests read.
  await mailbox.clear();
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
  await mailbox.close();
});

/** A paid submission of the customer's in research, assigned to `assignee` (or nobody). */
async function inResearch(title: string, assignee: Customer | null): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({
      ownerId: customer.id,
      title,
      status: "in_research",
      dueDate: "2026-12-09",
      assigneeId: assignee?.id ?? null,
    })
    .returning({ id: submissions.id });
  return row!.id;
}

const comment = async (who: Customer, id: string, json: object) => {
  const handler = who === customer ? customerPost : adminPost;
  const side = who === customer ? "" : "/admin";
  const response = await handler(
    who.request("POST", `/api${side}/submissions/${id}/comments`, { json }),
    params({ id }),
  );
  expect(response.status).toBe(201);
};

const emailJobs = async (submissionId: string) =>
  (await jobQueue()).findJobs(attentionEmailJob.name, { data: { submissionId } });

/** The e-mails to `who` so far, oldest first. */
const mailTo = (who: Customer) =>
  mailbox
    .messages()
    .filter((message) => message.to.includes(who.email.toLowerCase()))
    .reverse();

/** As if `minutes` had passed since the submission's last e-mail. */
const lastEmailedAgo = (submissionId: string, minutes: number) =>
  db()
    .update(submissionAttention)
    .set({ lastNotifiedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(submissionAttention.submissionId, submissionId));

describe("the researcher's e-mail about a customer's comment", () => {
  let submissionId: string;

  beforeAll(async () => {
    submissionId = await inResearch("Harbour Light", researcher);
  });

  it("queues an e-mail at once, which goes to the assigned researcher only", async () => {
    await comment(customer, submissionId, { body: "Is the Harbour Bar a real place?" });
    const [job] = await emailJobs(submissionId);
    expect(job!.startAfter.getTime()).toBeLessThanOrEqual(Date.now());
    await sendAttentionEmail({ submissionId });
    const [mail, ...more] = mailTo(researcher);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Needs you: “Harbour Light”, 1 message from the customer");
    expect(mail!.text).toContain("Customer message: Is the Harbour Bar a real place?");
    expect(mail!.links).toContain(`${process.env.APP_URL}/admin/submission/${submissionId}`);
    expect(mailTo(otherAdmin)).toEqual([]);
  });

  it("sends no second e-mail within ten minutes; the next one names what came meanwhile", async () => {
    await comment(customer, submissionId, { body: "Also: the ferry's name." });
    await comment(customer, submissionId, { body: "And the radio station." });
    const later = (await emailJobs(submissionId)).filter(
      ({ startAfter }) => startAfter.getTime() > Date.now() + 9 * 60_000,
    );
    expect(later).toHaveLength(2);
    // A job that runs early (a retry, a clock) sends nothing.
    await sendAttentionEmail({ submissionId });
    expect(mailTo(researcher)).toHaveLength(1);

    await lastEmailedAgo(submissionId, 11);
    await sendAttentionEmail({ submissionId });
    const second = mailTo(researcher)[1]!;
    expect(second.subject).toBe("Needs you: “Harbour Light”, 2 messages from the customer");
    expect(second.text).toContain("Also: the ferry's name.");
    expect(second.text).toContain("And the radio station.");
    expect(second.text).not.toContain("Harbour Bar");
    // Nothing is left to send: the remaining queued job finds nothing.
    await lastEmailedAgo(submissionId, 11);
    await sendAttentionEmail({ submissionId });
    expect(mailTo(researcher)).toHaveLength(2);
  });

  it("waits in the researcher's inbox until they answer the customer, not with an internal note", async () => {
    const countBefore = await needsYouCount(researcher.id);
    expect(countBefore).toBeGreaterThanOrEqual(1);
    const needing = await listOrders(
      ordersQuery(new URLSearchParams("attention=needs_you"), researcher.id),
    );
    expect(needing.items.find((item) => item.correlation_id === submissionId)).toMatchObject({
      needs_you: true,
      waiting: ["message"],
    });

    // Other test files' unassigned submissions may join the count meanwhile: the list says which.
    const stillNeeding = async () =>
      (
        await listOrders(ordersQuery(new URLSearchParams("attention=needs_you"), researcher.id))
      ).items.some((item) => item.correlation_id === submissionId);
    await comment(researcher, submissionId, { body: "Checking with the owner." });
    expect(await stillNeeding()).toBe(true);

    await comment(researcher, submissionId, {
      body: "It is real: we suggest another name.",
      visibility: "customer",
    });
    expect(await stillNeeding()).toBe(false);
  });
});

describe("a submission nobody is assigned to", () => {
  it("e-mails every admin, and needs each of them", async () => {
    const submissionId = await inResearch("Night Ferry", null);
    const before = await needsYouCount(otherAdmin.id);
    await comment(customer, submissionId, { body: "When will you start?" });
    await sendAttentionEmail({ submissionId });
    for (const admin of [researcher, otherAdmin]) {
      expect(mailTo(admin).at(-1)!.subject).toBe(
        "Needs you: “Night Ferry”, 1 message from the customer",
      );
    }
    expect(await needsYouCount(otherAdmin.id)).toBeGreaterThanOrEqual(before + 1);
    expect((await headerUser(await pageUser(otherAdmin))).needsYou).toBeGreaterThanOrEqual(
      before + 1,
    );
  });

  it("does not count another researcher's submission as needing you", async () => {
    const submissionId = await inResearch("Pier Four", researcher);
    await comment(customer, submissionId, { body: "A question for my researcher." });
    const list = await listOrders(ordersQuery(new URLSearchParams(), otherAdmin.id));
    expect(list.items.find((item) => item.correlation_id === submissionId)).toMatchObject({
      needs_you: false,
      waiting: ["message"],
    });
  });
});

describe("the customer's view of the research", () => {
  it("names the researcher, counts the items researched and leaves out superseded ones", async () => {
    const submissionId = await inResearch("Salt Road", researcher);
    await db()
      .update(userProfiles)
      .set({ displayName: "Ada Marsh", jobTitle: "Senior researcher" })
      .where(eq(userProfiles.userId, researcher.id));
    const file = await storedScriptFile(submissionId, HARBOUR_LIGHT);
    const states = ["finding_recorded", "dismissed", "detected", "researching", "superseded"];
    await db()
      .insert(clearanceItems)
      .values(
        states.map((state, position) => ({
          submissionId,
          scriptFileId: file.id,
          itemKey: `business:place ${position}`,
          position,
          category: "business" as const,
          canonical: `Place ${position}`,
          occurrences: [],
          signals: [],
          risk: 50,
          suggestedCode: "NC" as const,
          state: state as "detected",
        })),
      );
    const owner = { id: customer.id } as SignedInUser;
    const view = await getSubmission(owner, submissionId);
    expect(view.research).toEqual({
      assigned: true,
      researcher: "Ada Marsh, Senior researcher",
      researched: 2,
      total: 4,
    });
    expect(JSON.stringify(view)).not.toContain(researcher.email);
    const list = await listSubmissions(owner, 1);
    expect(list.items.find((item) => item.correlation_id === submissionId)!.research).toEqual({
      researched: 2,
      total: 4,
    });
  });

  it("shows nothing before payment or once delivered", async () => {
    const owner = { id: customer.id } as SignedInUser;
    const [draft, delivered] = await db()
      .insert(submissions)
      .values([
        { ownerId: customer.id, title: "Draft" },
        { ownerId: customer.id, title: "Delivered", status: "delivered" },
      ])
      .returning({ id: submissions.id });
    expect((await getSubmission(owner, draft!.id)).research).toBeNull();
    expect((await getSubmission(owner, delivered!.id)).research).toBeNull();
  });
});
