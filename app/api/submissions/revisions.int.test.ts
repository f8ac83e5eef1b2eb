import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";

import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import Stripe from "stripe";
import { extractText } from "unpdf";

import { POST as keepAsBefore } from "@/app/api/admin/submissions/[id]/items/[itemId]/keep-as-before/route";
import { POST as publish } from "@/app/api/admin/submissions/[id]/report/route";
import { GET as getAdminSubmission } from "@/app/api/admin/submissions/[id]/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  auditEvents,
  billingDocuments,
  clearanceItemEvents,
  clearanceItems,
  orders,
  proformas,
  reportVersions,
  revisions,
  voucherRedemptions,
  vouchers,
} from "@/lib/db/schema";
import { jobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { closeOrder, markOrderPaid, placeOrder } from "@/lib/orders/place";
import { checkoutExpiryJob } from "@/lib/payments/session-expiry";
import { createProforma, issueProforma, markProformaPaid } from "@/lib/proformas/workflow";
import type { ReportView } from "@/lib/reports/read";
import type { ReportSnapshot } from "@/lib/reports/snapshot";
import { addItem, listItems } from "@/lib/research/research";
import { analyzeScriptFile } from "@/lib/research/run";
import { ingestScriptFile } from "@/lib/scripts/ingest";
import { fileStore } from "@/lib/storage";
import type { AdminSubmissionView, ScriptView, SubmissionView } from "@/lib/submissions/views";
import { saveBillingDetails } from "@/lib/users/billing";
import { waitingOn } from "@/test/attention";
import { COMPANY_BILLING } from "@/test/billing";
import { paidIntoResearch } from "@/test/research";
import { customersAndAdmin, params, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { PUT as decide } from "./[id]/report/items/[itemId]/decision/route";
import { GET as readReport } from "./[id]/report/route";
import { GET as getSubmission } from "./[id]/route";
import { POST as uploadScript } from "./[id]/script/route";
import { PUT as applyVoucher } from "./[id]/voucher/route";

jest.setTimeout(180_000);

const FIXTURES = "test/fixtures/revisions";
const ORIGINAL = "lamp-keeper.fountain";
const REVISED = "lamp-keeper-revised.fountain";

let customer: Customer;
let otherCustomer: Customer;
let admin: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;
const as = (who: Customer) => ({ id: who.id }) as SignedInUser;

function upload(who: Customer, id: string, name: string) {
  const form = new FormData();
  form.append("file", new Blob([fs.readFileSync(`${FIXTURES}/${name}`)]), name);
  return uploadScript(
    who.request("POST", `/api/submissions/${id}/script`, { form }),
    params({ id }),
  );
}

/** Uploads `name` as `who`, then reads and analyses it as the background jobs would. */
async function uploadAndRead(who: Customer, id: string, name: string): Promise<ScriptView> {
  const response = await upload(who, id, name);
  expect(response.status).toBe(201);
  const file = await bodyOf<ScriptView>(response);
  await ingestScriptFile(file.id);
  await analyzeScriptFile(file.id);
  return file;
}

const itemsOf = async (id: string) =>
  new Map(
    (await db().select().from(clearanceItems).where(eq(clearanceItems.submissionId, id))).map(
      (item) => [item.canonical, item],
    ),
  );

const viewOf = async (who: Customer, id: string) => {
  const response = await getSubmission(
    who.request("GET", `/api/submissions/${id}`),
    params({ id }),
  );
  expect(response.status).toBe(200);
  return bodyOf<SubmissionView>(response);
};

/** A delivered submission: the original draft read, every item worked, v1 published. */
async function deliveredSubmission(): Promise<string> {
  const response = await startNew(customer.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  await editDraft(
    customer.request("PATCH", `/api/submissions/${id}`, { json: { title: "The Lamp Keeper" } }),
    params({ id }),
  );
  await uploadAndRead(customer, id, ORIGINAL);
  await paidIntoResearch(customer, admin, id);
  await db()
    .update(clearanceItems)
    .set({ state: "finding_recorded", code: "NC", finding: "No conflict found." })
    .where(eq(clearanceItems.submissionId, id));
  const published = await publish(
    admin.request("POST", `/api/admin/submissions/${id}/report`),
    params({ id }),
  );
  expect(published.status).toBe(201);
  return id;
}

/**
 * The revision's open items researched (no conflict) and the next version published: every
 * version stored, oldest first.
 */
async function researchedAndPublished(id: string) {
  await db()
    .update(clearanceItems)
    .set({ state: "finding_recorded", code: "NC", finding: "No conflict found." })
    .where(and(eq(clearanceItems.submissionId, id), eq(clearanceItems.state, "detected")));
  const published = await publish(
    admin.request("POST", `/api/admin/submissions/${id}/report`),
    params({ id }),
  );
  expect(published.status).toBe(201);
  return db()
    .select()
    .from(reportVersions)
    .where(eq(reportVersions.submissionId, id))
    .orderBy(reportVersions.version);
}

const webhookSecret = `whsec_${randomBytes(8).toString("hex")}`;

/**
 * The processor's notice that the checkout of `orderId` was paid, signed as it signs it: the
 * order's own session (given one here, as checkout gives it), for its amount and currency.
 */
async function paidNotice(orderId: string, eventId = `evt_${randomUUID()}`) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const sessionId = order!.checkoutSessionId ?? `cs_${randomUUID()}`;
  await db().update(orders).set({ checkoutSessionId: sessionId }).where(eq(orders.id, orderId));
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: "checkout.session",
        id: sessionId,
        client_reference_id: orderId,
        payment_status: "paid",
        payment_intent: `pi_${orderId}`,
        amount_total: order!.total,
        currency: order!.currency.toLowerCase(),
      },
    },
  });
  const signature = new Stripe("sk_test_signer").webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
  });
  return webhook(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    }),
  );
}

const auditOf = (id: string) =>
  db()
    .select({ action: auditEvents.action, from: auditEvents.fromStatus, to: auditEvents.toStatus })
    .from(auditEvents)
    .where(eq(auditEvents.submissionId, id))
    .orderBy(auditEvents.createdAt);

/** A delivered submission with its revised draft uploaded, read and compared. */
async function revisedSubmission(): Promise<string> {
  const id = await deliveredSubmission();
  await uploadAndRead(customer, id, REVISED);
  return id;
}

beforeAll(async () => {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(8).toString("hex")}`,
    STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(8).toString("hex")}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  await startAuth();
  [customer, otherCustomer, admin] = await customersAndAdmin();
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

describe("a revised draft", () => {
  it("is compared scene by scene, priced on its changed pages, and re-researched as a delta", async () => {
    const id = await deliveredSubmission();
    const before = await itemsOf(id);
    expect([...before.keys()].sort()).toEqual([
      "Cliff Road",
      "Edith Pellow",
      "Gus Hartigan",
      "Harbour Market",
      "Maeve Dunlin",
      "Marlowe's Garage",
      "The Lamp Keeper",
      "Tomas Vellan",
    ]);

    // Another customer cannot upload to it; the owner's upload requests a revision.
    expect((await upload(otherCustomer, id, REVISED)).status).toBe(404);
    const revised = await uploadAndRead(customer, id, REVISED);
    expect(revised.version).toBe(2);
    // A second revised draft waits until this one is paid for.
    expect((await upload(customer, id, REVISED)).status).toBe(409);

    const view = await viewOf(customer, id);
    expect(view.status).toBe("revision_requested");
    const changes = view.revision!.changes!;
    expect(
      changes.scenes.map((scene) => [
        scene.status,
        scene.before?.number ?? null,
        scene.after?.number ?? null,
      ]),
    ).toEqual([
      ["edited", "2", "2"],
      ["removed", "3", null],
      ["added", null, "3"],
      ["renumbered", "5", "4"],
      ["moved", "4", "5"],
    ]);
    expect(changes.counts).toEqual({
      unchanged: 2,
      moved: 1,
      renumbered: 1,
      edited: 1,
      added: 1,
      removed: 1,
    });
    expect(changes.pages).toEqual({ total: 6, changed: [2, 3], added: [3], removed: [3] });

    // The delta quote: the two changed pages of six at the per-page rate, nothing else.
    expect(view.quote.lines).toEqual([
      expect.objectContaining({
        code: "script_clearance",
        label: "Revised draft: changed pages",
        amount: 2 * 800,
      }),
    ]);
    expect(view.quote.total).toBe(1_600);

    const after = await itemsOf(id);
    const fates = Object.fromEntries(
      [...after].map(([name, item]) => [name, [item.state, item.carriedForward]]),
    );
    expect(fates).toEqual({
      // Every place of them is unchanged text, moved or renumbered scenes included.
      "Cliff Road": ["finding_recorded", true],
      "Tomas Vellan": ["finding_recorded", true],
      "Harbour Market": ["finding_recorded", true],
      "Maeve Dunlin": ["finding_recorded", true],
      // The script's own title, the same on the revised title page.
      "The Lamp Keeper": ["finding_recorded", true],
      // Named in the new scene: back to research.
      "Edith Pellow": ["detected", false],
      // Only in the removed scene: kept, superseded.
      "Marlowe's Garage": ["superseded", false],
      "Gus Hartigan": ["superseded", false],
      // New in the revised draft.
      "555-0187": ["detected", false],
      "Ruth Calder": ["detected", false],
      Gale: ["detected", false],
    });
    expect(changes.items).toEqual({ carriedForward: 5, research: 4, superseded: 2 });

    // Paying the delta (twice, as a retried notice would) starts research once.
    const order = await placeOrder(as(customer), id, "card");
    expect(order.total).toBe(1_600);
    await markOrderPaid(order.id, { actor: "system", reference: "pi_delta" });
    await markOrderPaid(order.id, { actor: "system", reference: "pi_delta" });
    expect((await viewOf(customer, id)).status).toBe("in_research");
    expect((await auditOf(id)).slice(-3)).toEqual([
      { action: "revision-uploaded", from: "delivered", to: "revision_requested" },
      { action: "revision-checkout-started", from: null, to: null },
      { action: "revision-paid", from: "revision_requested", to: "in_research" },
    ]);
    const [revision] = await db().select().from(revisions).where(eq(revisions.submissionId, id));
    expect(revision).toMatchObject({ orderId: order.id, paidAt: expect.any(Date) });

    // Once paid, the first order's price and the delta are shown apart, and what changed stays.
    const paidView = await viewOf(customer, id);
    expect(paidView.first_quote!.total).toBe(paidView.quote.total);
    expect(paidView.first_quote!.total).toBeGreaterThan(1_600);
    expect(
      paidView.charges.map((charge) => [charge.revision, charge.status, charge.total]),
    ).toEqual([
      [null, "paid", paidView.first_quote!.total],
      [1, "paid", 1_600],
    ]);
    expect(paidView.order).toMatchObject({ revision: 1, total: 1_600 });
    // Each order has its own invoice: the delta's prints the changed pages it paid for.
    const invoices = await db()
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.submissionId, id))
      .orderBy(billingDocuments.sequence);
    expect(invoices.map((invoice) => [invoice.orderId === order.id, invoice.total])).toEqual([
      [false, paidView.first_quote!.total],
      [true, 1_600],
    ]);
    expect(invoices[1]!.lines[0]!.description).toMatch(/^Revised draft: changed pages/);
    expect(invoices[0]!.lines[0]!.description).toMatch(/^Script clearance/);
    expect(paidView.revisions).toEqual([
      expect.objectContaining({ number: 1, changes, paid_at: expect.any(String) }),
    ]);
    const adminView = await bodyOf<AdminSubmissionView>(
      await getAdminSubmission(
        admin.request("GET", `/api/admin/submissions/${id}`),
        params({ id }),
      ),
    );
    expect(adminView.orders.map((row) => row.revision)).toEqual([1, null]);
    expect(adminView.revisions.map((row) => row.changes)).toEqual([changes]);

    // v2: the new draft, carried-forward items marked, superseded ones left out; v1 unchanged.
    const [v1, v2] = await researchedAndPublished(id);
    const first = v1!.snapshot as ReportSnapshot;
    const second = v2!.snapshot as ReportSnapshot;
    expect(first.cover.draft.version).toBe(1);
    expect(second.cover.draft.version).toBe(2);
    expect(v2!.scriptFileId).toBe(revised.id);
    expect(first.items.map((item) => item.text)).toContain("Gus Hartigan");
    expect(first.items.every((item) => !item.carriedForward)).toBe(true);
    expect(
      second.items
        .filter((item) => item.carriedForward)
        .map((item) => item.text)
        .sort(),
    ).toEqual(["Cliff Road", "Harbour Market", "Maeve Dunlin", "The Lamp Keeper", "Tomas Vellan"]);
    expect(second.items.map((item) => item.text)).not.toContain("Gus Hartigan");

    // Both of v2's files mark the carried-forward items; v1's are still stored.
    const { text } = await extractText(new Uint8Array(await fileStore().get(v2!.pdfKey)), {
      mergePages: true,
    });
    expect(text.match(/Carried forward\n/g)).toHaveLength(5);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileStore().get(v2!.xlsxKey)) as unknown as ExcelJS.Buffer);
    const marked = workbook.worksheets.flatMap((sheet) => {
      const column = (sheet.getRow(1).values as unknown[]).indexOf("Carried forward");
      if (column < 0) return [];
      return sheet
        .getSheetValues()
        .filter((row) => Array.isArray(row) && row[column] === "Yes")
        .map((row) => (row as unknown[])[2]);
    });
    expect(marked.sort()).toEqual([
      "Cliff Road",
      "Harbour Market",
      "Maeve Dunlin",
      "The Lamp Keeper",
      "Tomas Vellan",
    ]);
    expect((await fileStore().get(v1!.pdfKey)).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await viewOf(customer, id)).status).toBe("delivered");
  });

  it("is paid at once by a voucher covering 100 %, redeemed on the revision's own order", async () => {
    const id = await revisedSubmission();
    const code = `REV-${randomUUID().slice(0, 8)}`.toUpperCase();
    await db().insert(vouchers).values({ code, kind: "percent", value: 100 });
    const applied = await applyVoucher(
      customer.request("PUT", `/api/submissions/${id}/voucher`, { json: { code } }),
      params({ id }),
    );
    expect(applied.status).toBe(200);
    expect((await bodyOf<SubmissionView>(applied)).quote).toMatchObject({
      subtotal: 1_600,
      discount: 1_600,
      total: 0,
    });
    const order = await placeOrder(as(customer), id, "card");
    expect(order).toMatchObject({ method: "free", status: "paid", total: 0 });
    expect((await viewOf(customer, id)).status).toBe("in_research");
    const redemptions = await db()
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.submissionId, id));
    expect(redemptions).toEqual([expect.objectContaining({ orderId: order.id, discount: 1_600 })]);
  });

  it("paid by card: the processor's notice, repeated or replayed, starts research once", async () => {
    const id = await revisedSubmission();
    const abandoned = await placeOrder(as(customer), id, "card");
    const abandonedSession = `cs_${randomUUID()}`;
    await db()
      .update(orders)
      .set({ checkoutSessionId: abandonedSession })
      .where(eq(orders.id, abandoned.id));
    // Starting the checkout again gives up the unfinished one, and expires its session.
    const order = await placeOrder(as(customer), id, "card");
    expect(order.id).not.toBe(abandoned.id);
    const expiries = await (
      await jobQueue()
    ).findJobs(checkoutExpiryJob.name, { data: { sessionId: abandonedSession } });
    expect(expiries).toHaveLength(1);
    expect((await viewOf(customer, id)).revision?.awaiting_payment).toBe(true);

    const eventId = `evt_${randomUUID()}`;
    expect((await paidNotice(order.id, eventId)).status).toBe(200);
    expect(await bodyOf(await paidNotice(order.id, eventId))).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await paidNotice(order.id)).status).toBe(200);
    expect((await viewOf(customer, id)).status).toBe("in_research");
    expect(await waitingOn(id)).toEqual([]);
    const moves = await auditOf(id);
    expect(moves.filter((move) => move.action === "revision-paid")).toHaveLength(1);
    const [given] = await db().select().from(orders).where(eq(orders.id, abandoned.id));
    expect(given!.status).toBe("cancelled");
    // The given-up checkout is in the log, though the status stayed where it was.
    expect(moves.filter((move) => move.action === "revision-checkout-cancelled")).toEqual([
      { action: "revision-checkout-cancelled", from: null, to: null },
    ]);
  });

  it("is billed by proforma through the first order's path, and its payment starts research once", async () => {
    const id = await revisedSubmission();
    // The revised draft waits for a researcher until its payment takes it back into research.
    expect(await waitingOn(id)).toEqual(["revision"]);
    await saveBillingDetails(as(customer), COMPANY_BILLING);
    const firstTotal = (await viewOf(customer, id)).order!.total;
    // A card checkout under way is the customer's to give up first.
    const card = await placeOrder(as(customer), id, "card");
    await expect(createProforma(as(admin), id)).rejects.toMatchObject({ status: 409 });
    await closeOrder(card.id, "cancelled", customer.id);
    const proformaId = await createProforma(as(admin), id);
    // One open proforma per order.
    await expect(createProforma(as(admin), id)).rejects.toMatchObject({ status: 409 });
    const [proforma] = await db().select().from(proformas).where(eq(proformas.id, proformaId));
    const [order] = await db().select().from(orders).where(eq(orders.id, proforma!.orderId!));
    expect(order).toMatchObject({ method: "bank_transfer", status: "pending", subtotal: 1_600 });
    expect(proforma!.total).toBe(order!.total);
    expect((await viewOf(customer, id)).status).toBe("revision_requested");

    await issueProforma(as(admin), proformaId);
    const received = {
      received_on: new Date().toISOString().slice(0, 10),
      received_amount: order!.total,
      reference: "DELTA-1",
    };
    await markProformaPaid(as(admin), proformaId, received);
    await markProformaPaid(as(admin), proformaId, received);
    expect((await viewOf(customer, id)).status).toBe("in_research");
    const moves = await auditOf(id);
    expect(moves.filter((move) => move.action === "revision-paid")).toEqual([
      { action: "revision-paid", from: "revision_requested", to: "in_research" },
    ]);
    const [revision] = await db().select().from(revisions).where(eq(revisions.submissionId, id));
    expect(revision).toMatchObject({ orderId: order!.id, paidAt: expect.any(Date) });
    const paid = await db().select().from(orders).where(eq(orders.submissionId, id));
    expect(paid.map((row) => row.status).sort()).toEqual(["cancelled", "paid", "paid"]);
    // The first order's frozen price is left as it was.
    expect((await viewOf(customer, id)).quote.total).toBe(firstTotal);
  });
});

describe("the report's versions", () => {
  /** The owner's decision on item `itemId` of the latest version. */
  async function decideOn(id: string, itemId: string, json: { decision: string; note?: string }) {
    const url = `/api/submissions/${id}/report/items/${itemId}/decision`;
    const response = await decide(customer.request("PUT", url, { json }), params({ id, itemId }));
    expect(response.status).toBe(200);
  }

  it("keep one report number, list each version's order, say what changed since v1 and keep the customer's decisions", async () => {
    const id = await deliveredSubmission();
    const original = await itemsOf(id);
    const idOf = (name: string) => original.get(name)!.id;
    // On v1: the removed scene's character, one to be re-coded, one carried as it is.
    await decideOn(id, idOf("Gus Hartigan"), { decision: "will_change", note: "Cut him." });
    await decideOn(id, idOf("Tomas Vellan"), { decision: "accept" });
    await decideOn(id, idOf("Cliff Road"), { decision: "request_alternatives" });

    await uploadAndRead(customer, id, REVISED);
    const order = await placeOrder(as(customer), id, "card");
    await markOrderPaid(order.id, { actor: "system", reference: "pi_versions" });
    await db()
      .update(clearanceItems)
      .set({ code: "C", finding: "A harbour master of that name works in Cornwall." })
      .where(eq(clearanceItems.id, idOf("Tomas Vellan")));
    const [v1, v2] = await researchedAndPublished(id);
    const first = v1!.snapshot as ReportSnapshot;
    const second = v2!.snapshot as ReportSnapshot;

    // One report number; each version's own order listed.
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    const revisionOrder = `NCS-${String(paid!.number).padStart(6, "0")}`;
    expect(first.cover.reportNumber).toBe(first.cover.orderNumber);
    expect(second.cover.reportNumber).toBe(first.cover.reportNumber);
    expect(second.cover.orderNumber).toBe(revisionOrder);
    expect(revisionOrder).not.toBe(first.cover.orderNumber);
    expect(second.cover.versionOrders).toEqual([
      { version: 1, orderNumber: first.cover.orderNumber },
      { version: 2, orderNumber: revisionOrder },
    ]);
    expect(first.changes).toBeUndefined();

    // Changes since v1, frozen with v2: the superseded items with where they were and the
    // decision made on them, the re-coded one, the new ones, the rest carried.
    const changes = second.changes!;
    expect(changes.since).toBe(1);
    expect(changes.removed.map((item) => item.text).sort()).toEqual([
      "Gus Hartigan",
      "Marlowe's Garage",
    ]);
    const gus = changes.removed.find((item) => item.text === "Gus Hartigan")!;
    expect(gus.places.length).toBeGreaterThan(0);
    expect(
      gus.places.every((place) => place.scene === "3" && place.sceneChange === "removed"),
    ).toBe(true);
    expect(gus.decision).toMatchObject({ version: 1, decision: "will_change", note: "Cut him." });
    expect(changes.recoded).toEqual([
      expect.objectContaining({ text: "Tomas Vellan", from: "NC", code: "C" }),
    ]);
    expect(changes.added.map((item) => item.text).sort()).toEqual([
      "555-0187",
      "Gale",
      "Ruth Calder",
    ]);
    expect(changes.unchanged).toBe(first.items.length - 3);

    // The customer's page: decisions carried with their items, the earlier ones as history.
    const read = async () =>
      (await readReport(
        customer.request("GET", `/api/submissions/${id}/report`),
        params({ id }),
      ).then((response) => response.json())) as ReportView;
    const view = await read();
    expect(view.cover.reportNumber).toBe(first.cover.reportNumber);
    expect(view.changes).toEqual(changes);
    const decisionsOf = (report: ReportView, name: string) => {
      const item = report.items.find((entry) => entry.text === name)!;
      return [item.decision, item.decision_history];
    };
    const onV1 = (decision: string) => ({ version: 1, decision, decided_at: expect.any(String) });
    expect(decisionsOf(view, "Tomas Vellan")).toEqual([
      expect.objectContaining(onV1("accept")),
      [expect.objectContaining(onV1("accept"))],
    ]);
    expect(decisionsOf(view, "Ruth Calder")).toEqual([null, []]);
    await decideOn(id, idOf("Cliff Road"), { decision: "accept" });
    expect(decisionsOf(await read(), "Cliff Road")).toEqual([
      expect.objectContaining({ version: 2, decision: "accept" }),
      [expect.objectContaining(onV1("request_alternatives"))],
    ]);

    // Both files of v2 carry the number and the changes.
    const { text } = await extractText(new Uint8Array(await fileStore().get(v2!.pdfKey)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`Report ${first.cover.reportNumber} · Version 2`);
    expect(flat).toContain("Changes since v1");
    expect(flat).toContain("Gus Hartigan");
    expect(flat).toContain("Will change (“Cut him.”)");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await fileStore().get(v2!.xlsxKey)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Changes since v1")!;
    const kinds = sheet
      .getSheetValues()
      .slice(3)
      .map((row) => (row as unknown[])[1]);
    expect(kinds).toEqual(["Removed", "Removed", "Re-coded", "Added", "Added", "Added"]);
  });
});

describe("items a revised draft sends back", () => {
  const keep = (id: string, itemId: string, expected_version: number) =>
    keepAsBefore(
      admin.request("POST", `/api/admin/submissions/${id}/items/${itemId}/keep-as-before`, {
        json: { expected_version },
      }),
      params({ id, itemId }),
    );

  it("arrive with their verdict as before, and keep it in one step; others are refused", async () => {
    const id = await deliveredSubmission();
    // A researcher's own item in a line the revision rewrites, worked before v1.
    const boat = await addItem(as(admin), id, { category: "other", text: "relief boat" });
    await db()
      .update(clearanceItems)
      .set({ state: "reviewed", code: "INFO", finding: "A generic phrase." })
      .where(eq(clearanceItems.id, boat.id));
    await uploadAndRead(customer, id, REVISED);

    const items = await itemsOf(id);
    // Its verdict set aside as "before": nothing reads as decided until a researcher decides.
    expect(items.get("Edith Pellow")).toMatchObject({
      state: "detected",
      code: null,
      finding: "",
      version: 2,
      sentBack: {
        state: "finding_recorded",
        code: "NC",
        finding: "No conflict found.",
        reason: "The revised draft has it in new text (page 3).",
        changes: [{ after: expect.objectContaining({ page: 3, text: "Edith" }), before: null }],
      },
    });
    // The changed line: the old text beside the new, the item's text in both.
    expect(items.get("relief boat")!.sentBack).toMatchObject({
      state: "reviewed",
      code: "INFO",
      reason: "The revised draft changed the text it is in (page 2).",
      changes: [
        {
          after: expect.objectContaining({
            snippet: "No relief boat tonight. Call the coastguard on 555-0187 if the lamp fails.",
          }),
          before: {
            snippet: "The relief boat is not coming tonight. The harbourmaster said so.",
            text: "relief boat",
            start: 4,
          },
        },
      ],
    });
    // New items and carried-forward ones were never sent back.
    expect(items.get("Ruth Calder")!.sentBack).toBeNull();
    expect(items.get("Tomas Vellan")).toMatchObject({ carriedForward: true, sentBack: null });
    const events = await db()
      .select()
      .from(clearanceItemEvents)
      .where(eq(clearanceItemEvents.itemId, items.get("Edith Pellow")!.id));
    expect(events).toEqual([
      expect.objectContaining({
        actor: "system",
        action: "sent-back",
        before: { state: "finding_recorded", code: "NC", finding: "No conflict found." },
        after: { state: "detected", code: null, finding: "" },
      }),
    ]);

    // The workbench's queue: the returned items that wait, with their count.
    const queue = await listItems(id, { revision: "sent_back" });
    expect(queue.items.map((item) => item.canonical).sort()).toEqual([
      "Edith Pellow",
      "relief boat",
    ]);
    expect(queue.progress.sent_back).toBe(2);

    // Keep as before: the verdict again, in one step, audited; a reviewed one is to review again.
    const edith = items.get("Edith Pellow")!;
    expect((await keep(id, edith.id, 1)).status).toBe(409);
    const kept = await keep(id, edith.id, edith.version);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({
      state: "finding_recorded",
      code: "NC",
      finding: "No conflict found.",
      version: 3,
    });
    const boatKept = await keep(id, boat.id, items.get("relief boat")!.version);
    expect(await boatKept.json()).toMatchObject({ state: "finding_recorded", code: "INFO" });
    expect((await listItems(id, { revision: "sent_back" })).progress.sent_back).toBe(0);

    // Refused with a sentence: an item that was not sent back, or no longer waits.
    const tomas = items.get("Tomas Vellan")!;
    const notSent = await keep(id, tomas.id, tomas.version);
    expect(notSent.status).toBe(409);
    expect((await notSent.json()).message).toBe(
      "“Tomas Vellan” was not sent back by a revised draft: it has no verdict from before to keep. Choose its code and write its finding.",
    );
    const again = await keep(id, edith.id, 3);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      "“Edith Pellow” is finding recorded already: there is nothing to keep from before.",
    );
    // Another customer's request, or a customer's, is no admin's.
    const asCustomer = await keepAsBefore(
      customer.request("POST", `/api/admin/submissions/${id}/items/${edith.id}/keep-as-before`, {
        json: { expected_version: 3 },
      }),
      params({ id, itemId: edith.id }),
    );
    expect(asCustomer.status).toBe(403);
  });
});
