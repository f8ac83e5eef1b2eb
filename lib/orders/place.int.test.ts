import { randomUUID } from "node:crypto";

import { and, count, eq } from "drizzle-orm";

import { orderNumber } from "@/config/orders";
import { upsertProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  orders,
  scriptFiles,
  submissions,
  voucherRedemptions,
  vouchers,
} from "@/lib/db/schema";
import { Problem } from "@/lib/http/problems";
import { stopJobQueue } from "@/lib/jobs/queue";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { storedScriptFile } from "@/test/script-files";

import { markOrderPaid, placeOrder } from "./place";
import { NO_SCRIPT_YET, SCRIPT_BEING_READ } from "./readiness";

jest.setTimeout(60_000);

afterAll(stopJobQueue); // paying queues the customer's e-mail

const now = new Date("2026-11-23T10:00:00Z"); // a Monday

/** A customer with a profile; the order functions need nothing else of a session. */
async function customer(): Promise<SignedInUser> {
  const id = randomUUID();
  await upsertProfile(id, `buyer-${id.slice(0, 8)}@example.com`);
  return { id } as SignedInUser;
}

/** The owner's draft for script clearance, with its script read (unless `read` is false). */
async function draft(
  owner: SignedInUser,
  voucherId: string | null = null,
  { read = true } = {},
): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: owner.id, title: "Order test", voucherId })
    .returning({ id: submissions.id });
  if (read) await storedScriptFile(row!.id, HARBOUR_LIGHT);
  return row!.id;
}

async function voucher(changes: Partial<typeof vouchers.$inferInsert> = {}): Promise<string> {
  const [row] = await db()
    .insert(vouchers)
    .values({
      code: `T-${randomUUID().slice(0, 8)}`.toUpperCase(),
      kind: "percent",
      value: 50,
      ...changes,
    })
    .returning({ id: vouchers.id });
  return row!.id;
}

const redemptionsOf = async (voucherId: string) =>
  (
    await db()
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucherId))
  )[0]!.n;

const submissionOf = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0]!;

const auditOf = (id: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.submissionId, id))
    .orderBy(auditEvents.createdAt);

describe("placeOrder and markOrderPaid", () => {
  it("freeze the price, await payment, then mark it paid once with a due date and an audit trail", async () => {
    const owner = await customer();
    const id = await draft(owner);
    const order = await placeOrder(owner, id, "card", now);
    expect(order).toMatchObject({
      status: "pending",
      method: "card",
      total: 45_000,
      currency: "USD",
    });
    expect(orderNumber(order.number)).toMatch(/^NCS-\d{6}$/);
    const awaiting = await submissionOf(id);
    expect(awaiting.status).toBe("awaiting_payment");
    expect(awaiting.priceSnapshot).toMatchObject({ total: 45_000 });

    await expect(placeOrder(owner, id, "card", now)).rejects.toMatchObject({ status: 409 });

    const paid = await markOrderPaid(order.id, { actor: "system", reference: "pi_test_1", now });
    expect(paid).toMatchObject({ status: "paid", paymentReference: "pi_test_1" });
    // A replayed notice changes nothing.
    await markOrderPaid(order.id, { actor: "system", reference: "pi_test_1", now });
    const done = await submissionOf(id);
    expect(done.status).toBe("paid");
    expect(done.dueDate).toBe("2026-12-07"); // 10 business days
    expect(
      (await auditOf(id)).map((event) => [event.action, event.fromStatus, event.toStatus]),
    ).toEqual([
      ["checkout-started", "draft", "awaiting_payment"],
      ["payment-received", "awaiting_payment", "paid"],
    ]);
  });

  it("completes an order a 100 % voucher pays for, with no card payment", async () => {
    const owner = await customer();
    const free = await voucher({ value: 100 });
    const id = await draft(owner, free);
    const order = await placeOrder(owner, id, "card", now);
    expect(order).toMatchObject({ status: "paid", method: "free", total: 0, discount: 45_000 });
    expect((await submissionOf(id)).status).toBe("paid");
    expect(await redemptionsOf(free)).toBe(1);
  });

  it("answers 404 for another customer's quote", async () => {
    const id = await draft(await customer());
    await expect(placeOrder(await customer(), id, "card", now)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("lets exactly 5 of 20 concurrent checkouts use a voucher limited to 5", async () => {
    const limited = await voucher({ value: 100, maxRedemptions: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, customer));
    const drafts = await Promise.all(buyers.map((buyer) => draft(buyer, limited)));
    const results = await Promise.allSettled(
      buyers.map((buyer, i) => placeOrder(buyer, drafts[i]!, "card", now)),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(Problem);
      expect((result.reason as Problem).message).toMatch(/has been used up\.$/);
    }
    expect(await redemptionsOf(limited)).toBe(5);
    // The refused quotes are still drafts, their price not frozen.
    const stillDrafts = await db()
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.voucherId, limited), eq(submissions.status, "draft")));
    expect(stillDrafts[0]!.n).toBe(15);
  });

  it("holds a use for each pending card checkout, and redeems it once however often payment is reported", async () => {
    const limited = await voucher({ value: 50, maxRedemptions: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, customer));
    const drafts = await Promise.all(buyers.map((buyer) => draft(buyer, limited)));
    const results = await Promise.allSettled(
      buyers.map((buyer, i) => placeOrder(buyer, drafts[i]!, "card", now)),
    );
    const pending = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    expect(pending).toHaveLength(5);
    expect(pending.every((order) => order.status === "pending" && order.total === 22_500)).toBe(
      true,
    );
    // Every payment reported twice at once, as retried webhooks may be.
    await Promise.all(
      [...pending, ...pending].map((order) =>
        markOrderPaid(order.id, { actor: "system", reference: `pi_${order.id}`, now }),
      ),
    );
    expect(await redemptionsOf(limited)).toBe(5);
    const paid = await db().select().from(orders).where(eq(orders.voucherId, limited));
    expect(paid.map((order) => order.status)).toEqual(Array(5).fill("paid"));
  });

  it("counts a customer's pending checkout against the voucher's limit per customer", async () => {
    const once = await voucher({ value: 20 });
    const owner = await customer();
    await placeOrder(owner, await draft(owner, once), "card", now);
    await expect(placeOrder(owner, await draft(owner, once), "card", now)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^You have already used the voucher T-/),
    });
  });
});

describe("an order on a script still being read", () => {
  const upload = (submissionId: string, version: number, columns: object) =>
    storedScriptFile(submissionId, HARBOUR_LIGHT, { version, ...columns });

  it("is refused with 409 until the newest upload is read, then placed at its price", async () => {
    const owner = await customer();
    const id = await draft(owner, null, { read: false });
    // The first upload is queued: nothing is read yet, so the minimum is not a price to freeze.
    const first = await upload(id, 1, { status: "queued", screenplay: null });
    for (const method of ["card", "bank_transfer"] as const) {
      await expect(placeOrder(owner, id, method, now)).rejects.toMatchObject({
        status: 409,
        message: SCRIPT_BEING_READ,
      });
    }
    await db()
      .update(scriptFiles)
      .set({ status: "parsed", pageCount: 30 })
      .where(eq(scriptFiles.id, first.id));
    // A 128-page draft uploaded over the 30-page one, still being read.
    const second = await upload(id, 2, { status: "parsing", screenplay: null });
    await expect(placeOrder(owner, id, "card", now)).rejects.toMatchObject({
      status: 409,
      message: SCRIPT_BEING_READ,
    });
    expect(await submissionOf(id)).toMatchObject({ status: "draft", priceSnapshot: null });
    expect(await db().select().from(orders).where(eq(orders.submissionId, id))).toEqual([]);

    await db()
      .update(scriptFiles)
      .set({ status: "parsed", pageCount: 128 })
      .where(eq(scriptFiles.id, second.id));
    expect(await placeOrder(owner, id, "card", now)).toMatchObject({ total: 102_400 });
  });

  it("is refused while the newest upload could not be read", async () => {
    const owner = await customer();
    const id = await draft(owner, null, { read: false });
    await upload(id, 1, { pageCount: 30 });
    await upload(id, 2, { status: "failed", screenplay: null, error: "Not a screenplay." });
    await expect(placeOrder(owner, id, "card", now)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Your newest upload could not be read/),
    });
  });

  it("is refused for script clearance with no script at all; title clearance alone needs none", async () => {
    const owner = await customer();
    const id = await draft(owner, null, { read: false });
    await expect(placeOrder(owner, id, "card", now)).rejects.toMatchObject({
      status: 409,
      message: NO_SCRIPT_YET,
    });
    expect(await db().select().from(orders).where(eq(orders.submissionId, id))).toEqual([]);

    await db()
      .update(submissions)
      .set({ scriptClearance: false, titleClearance: true })
      .where(eq(submissions.id, id));
    expect(await placeOrder(owner, id, "card", now)).toMatchObject({ total: 35_000 });
  });
});
