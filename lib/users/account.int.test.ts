import { eq } from "drizzle-orm";

import { POST as changePasswordRoute } from "@/app/api/user/password/route";
import { DELETE as deleteUser } from "@/app/api/user/route";
import { db } from "@/lib/db/client";
import { commentAttachments, comments, submissions, userProfiles } from "@/lib/db/schema";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { runWorkers } from "@/lib/jobs/workers";
import { fileStore } from "@/lib/storage";
import { fileDeletionJob } from "@/lib/storage/deletion";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { storedScriptFile } from "@/test/script-files";
import { pageUser, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { headerUser } from "./account";

jest.setTimeout(180_000);
givePrivateJobQueue();

beforeAll(startAuth);
afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("headerUser", () => {
  it("gives the header the email and whether the token carries the admin role", async () => {
    const [customer, admin] = await Promise.all([
      signedInCustomer(),
      signedInCustomer({ admin: true }),
    ]);
    expect(await headerUser(await pageUser(customer))).toEqual({
      email: customer.email,
      isAdmin: false,
      needsYou: 0,
    });
    // Unassigned submissions waiting on researchers (other test files' too) count for every admin.
    expect(await headerUser(await pageUser(admin))).toEqual({
      email: admin.email,
      isAdmin: true,
      needsYou: expect.any(Number),
    });
  });

  it("reads the email from the auth core when sign-in has made no profile yet", async () => {
    const customer = await signedInCustomer();
    await db().delete(userProfiles).where(eq(userProfiles.userId, customer.id));
    expect((await headerUser(await pageUser(customer))).email).toBe(customer.email);
  });
});

describe("deleting the account", () => {
  /** A submission of the customer's in `status`, with an uploaded script stored under `key`. */
  async function submissionWithStoredScript(
    customer: Customer,
    status: "draft" | "in_research",
    key: string,
  ) {
    const [submission] = await db()
      .insert(submissions)
      .values({ ownerId: customer.id, status })
      .returning();
    await fileStore().put(key, new TextEncoder().encode(HARBOUR_LIGHT), "text/plain");
    await storedScriptFile(submission!.id, HARBOUR_LIGHT, { storageKey: key });
    return submission!.id;
  }

  const stored = (key: string) =>
    fileStore()
      .get(key)
      .then(
        () => true,
        () => false,
      );

  /** A customer's comment on the submission with a file stored under `key`. */
  async function commentWithStoredFile(customer: Customer, submissionId: string, key: string) {
    await fileStore().put(key, new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    const [comment] = await db()
      .insert(comments)
      .values({
        submissionId,
        authorId: customer.id,
        authorRole: "customer",
        visibility: "customer",
        body: "The release",
      })
      .returning();
    await db()
      .insert(commentAttachments)
      .values({
        commentId: comment!.id,
        position: 0,
        originalName: "release.pdf",
        contentType: "application/pdf",
        sizeBytes: 8,
        sha256: "0".repeat(64),
        storageKey: key,
      });
  }

  it("deletes the drafts' stored screenplays and comments' files by a job that retries, and keeps the ordered ones", async () => {
    const customer = await signedInCustomer();
    const draftKey = `scripts/${crypto.randomUUID()}/v1.fountain`;
    const orderedKey = `scripts/${crypto.randomUUID()}/v1.fountain`;
    const attachmentKey = `comment-attachments/${crypto.randomUUID()}/release.pdf`;
    const draft = await submissionWithStoredScript(customer, "draft", draftKey);
    await commentWithStoredFile(customer, draft, attachmentKey);
    const ordered = await submissionWithStoredScript(customer, "in_research", orderedKey);

    const response = await deleteUser(
      customer.request("DELETE", "/api/user", { json: { confirmEmail: customer.email } }),
    );
    expect(response.status).toBe(204);
    const left = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.ownerId, customer.id));
    expect(left.map(({ id }) => id)).toEqual([ordered]);

    const jobs = await (
      await jobQueue()
    ).findJobs(fileDeletionJob.name, { data: { keys: [draftKey, attachmentKey] } });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.retryLimit).toBeGreaterThan(0);

    await runWorkers([fileDeletionJob]);
    // The worker takes it within the test's timeout however busy the machine.
    while ((await stored(draftKey)) || (await stored(attachmentKey)))
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stored(orderedKey)).toBe(true);
  });
});

describe("POST /api/user/password", () => {
  /** A change with `currentPassword`, sent from `address`. */
  const change = (customer: Customer, currentPassword: string, address: string) => {
    const request = customer.request("POST", "/api/user/password", {
      json: { currentPassword, newPassword: "Clearance2027" },
    });
    request.headers.set("x-forwarded-for", address);
    return changePasswordRoute(request);
  };
  const answerOf = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  });
  const tooMany = {
    status: 429,
    message: expect.stringMatching(
      /^Too many attempts to change the password\. Please try again in \d+ minutes\.$/,
    ) as string,
  };

  it("checks the current password 10 times in 15 minutes per account, from any address", async () => {
    const customer = await signedInCustomer();
    for (let guess = 0; guess < 10; guess++) {
      expect(
        await answerOf(await change(customer, `guess ${guess}`, `198.51.100.${guess}`)),
      ).toEqual({ status: 400, message: "The current password is not correct." });
    }
    const refused = await change(customer, "Clearance2026", "198.51.100.99");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answerOf(refused)).toEqual(tooMany);
  });

  it("checks at most 50 current passwords in 15 minutes from one address, whoever asks", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => signedInCustomer()));
    for (const customer of customers.slice(0, 5)) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, guess) => change(customer, `guess ${guess}`, "203.0.113.9")),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
    }
    expect(await answerOf(await change(customers[5]!, "Clearance2026", "203.0.113.9"))).toEqual(
      tooMany,
    );
    // Another address is not held back.
    expect((await change(customers[5]!, "Clearance2026", "203.0.113.10")).status).toBe(204);
  });
});
