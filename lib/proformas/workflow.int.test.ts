import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { extractText } from "unpdf";

import { EXAMPLE_SELLER } from "@/config/invoicing";
import { upsertProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { auditEvents, orders, proformas, submissions } from "@/lib/db/schema";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { stopJobQueue } from "@/lib/jobs/queue";
import { closeOrder, placeOrder } from "@/lib/orders/place";
import { saveBillingDetails } from "@/lib/users/billing";
import { waitingOn } from "@/test/attention";
import { COMPANY_BILLING } from "@/test/billing";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { storedScriptFile } from "@/test/script-files";

import { proformaDraftInput } from "./amounts";
import { sendProformaEmail } from "./emails";
import { getProforma, listProformas, ownProformaPdf, proformaListQuery, proformaPdf } from "./read";
import {
  cancelProforma,
  createProforma,
  issueProforma,
  markProformaPaid,
  requestProforma,
  updateProformaDraft,
} from "./workflow";

jest.setTimeout(120_000);

const admin = { id: "admin-proformas" } as SignedInUser;
let mailbox: RunningDevMailbox;

beforeAll(async () => {
  mailbox = await startDevMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  // The mailer reads the server's settings; the auth core is not used here.
  process.env.SUPERTOKENS_CONNECTION_URI ??= "http://127.0.0.1:9";
});

afterAll(async () => {
  await stopJobQueue();
  await mailbox.close();
});

/** Each test issues in its own year, so the numbers it expects are its own. */
const inYear = (year: number) => new Date(`${year}-03-02T10:00:00Z`);

async function customer({ billing = true } = {}): Promise<SignedInUser> {
  const user = { id: randomUUID() } as SignedInUser;
  await upsertProfile(user.id, `proforma.${user.id.slice(0, 8)}@example.com`);
  if (billing) {
    await saveBillingDetails(user, COMPANY_BILLING);
  }
  return user;
}

async function draft(owner: SignedInUser, title = "Harbor Street"): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: owner.id, title })
    .returning({ id: submissions.id });
  // Script clearance is ordered on a read script (product.md §8.1).
  await storedScriptFile(row!.id, HARBOUR_LIGHT);
  return row!.id;
}

/** A customer's request, as the summary page sends it; the draft proforma's id. */
async function requested(owner = customer()): Promise<{ id: string; submissionId: string }> {
  const user = await owner;
  const submissionId = await draft(user);
  await requestProforma(user, submissionId);
  const [row] = await db()
    .select({ id: proformas.id })
    .from(proformas)
    .where(eq(proformas.submissionId, submissionId));
  return { id: row!.id, submissionId };
}

const rowOf = async (id: string) =>
  (await db().select().from(proformas).where(eq(proformas.id, id)))[0]!;
const submissionOf = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0]!;
const orderOf = async (submissionId: string) =>
  (await db().select().from(orders).where(eq(orders.submissionId, submissionId)))[0]!;

describe("a customer's proforma request", () => {
  it("needs billing details, then places a bank-transfer order with a draft proforma of the quote", async () => {
    const without = await customer({ billing: false });
    const refused = await draft(without);
    await expect(requestProforma(without, refused)).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("Add your billing details"),
    });
    expect((await submissionOf(refused)).status).toBe("draft");

    const { id, submissionId } = await requested();
    const view = await getProforma(id);
    expect(view).toMatchObject({
      status: "draft",
      number: null,
      requested_by: "customer",
      title: "Harbor Street",
      total: 45_000,
      buyer: {
        name: "Ada Lovelace",
        company: "Analytical Pictures Ltd",
        country: "United Kingdom",
      },
    });
    expect(view.lines[0]!.description).toMatch(/^Script clearance/);
    expect((await submissionOf(submissionId)).status).toBe("awaiting_payment");
    expect(await orderOf(submissionId)).toMatchObject({
      method: "bank_transfer",
      status: "pending",
      total: 45_000,
    });
  });
});

describe("what waits for a researcher", () => {
  it("a customer's request waits until the proforma is issued", async () => {
    const { id, submissionId } = await requested();
    expect(await waitingOn(submissionId)).toEqual(["proforma"]);
    await issueProforma(admin, id, inYear(2041));
    expect(await waitingOn(submissionId)).toEqual([]);
  });

  it("or until its order ends", async () => {
    const { id, submissionId } = await requested();
    await cancelProforma(admin, id);
    expect(await waitingOn(submissionId)).toEqual([]);
  });
});

describe("editing a draft", () => {
  it("recomputes the totals with tax and carries them to the order", async () => {
    const { id, submissionId } = await requested();
    await updateProformaDraft(
      admin,
      id,
      proformaDraftInput.parse({
        lines: [
          { description: "Script clearance, 120 pages", quantity: 1, unit_amount: 96_000 },
          { description: "Extra items", quantity: 3, unit_amount: 1_200 },
          { description: "Loyalty discount", quantity: 1, unit_amount: -9_600 },
        ],
        tax_percent: 20,
        due_in_days: 30,
        note: "Thank you.",
      }),
    );
    expect(await getProforma(id)).toMatchObject({
      subtotal: 90_000,
      tax: 18_000,
      total: 108_000,
      tax_percent: 20,
      due_in_days: 30,
    });
    expect(await orderOf(submissionId)).toMatchObject({
      subtotal: 99_600,
      discount: 9_600,
      tax: 18_000,
      total: 108_000,
    });
    // The customer's summary shows the same lines and total.
    expect((await submissionOf(submissionId)).priceSnapshot).toMatchObject({
      lines: [
        { code: "invoice_line", label: "Script clearance, 120 pages", amount: 96_000 },
        { code: "invoice_line", label: "Extra items", detail: "3 × $12.00", amount: 3_600 },
        { code: "invoice_line", label: "Loyalty discount", amount: -9_600 },
        { code: "tax", detail: "20 %", amount: 18_000 },
      ],
      total: 108_000,
    });
    expect(
      proformaDraftInput.safeParse({
        lines: [{ description: "Refund", quantity: 1, unit_amount: -100 }],
        tax_percent: 0,
        due_in_days: 14,
      }).error?.issues[0]?.message,
    ).toBe("The total cannot be negative.");
  });
});

describe("issuing", () => {
  it("numbers the proforma, stores a PDF with the seller and buyer, and e-mails it", async () => {
    const { id, submissionId } = await requested();
    await issueProforma(admin, id, inYear(2031));
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: "issued",
      year: 2031,
      sequence: 1,
      issueDate: "2031-03-02",
      dueDate: "2031-03-16",
    });

    const { bytes, name } = await proformaPdf(id);
    expect(name).toBe("PF-2031-0001.pdf");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const expected of [
      "Proforma invoice",
      "PF-2031-0001",
      EXAMPLE_SELLER.SELLER_NAME,
      EXAMPLE_SELLER.SELLER_TAX_ID,
      EXAMPLE_SELLER.SELLER_BANK_ACCOUNT_NUMBER,
      "Analytical Pictures Ltd",
      "Ada Lovelace",
      // The United Kingdom's post reads the town, then the postcode on a line of its own.
      "London",
      "W1D 6QF",
      "GB123456789",
      "$450.00",
      "March 16, 2031",
    ]) {
      expect(text).toContain(expected);
    }
    // The owner downloads the same stored file.
    const owner = { id: row.userId } as SignedInUser;
    expect((await ownProformaPdf(owner, submissionId)).bytes.equals(bytes)).toBe(true);
    await expect(updateProformaDraft(admin, id, {} as never)).rejects.toMatchObject({
      status: 409,
    });
    await expect(issueProforma(admin, id)).rejects.toMatchObject({ status: 409 });

    await mailbox.clear();
    await sendProformaEmail({ proformaId: id });
    const [mail] = mailbox.messages();
    expect(mail).toMatchObject({
      subject: expect.stringContaining("Proforma invoice PF-2031-0001"),
      attachments: [{ filename: "PF-2031-0001.pdf", contentType: "application/pdf" }],
    });
    expect(mail!.text).toContain("PF-2031-0001");
  });

  it("refuses a customer without billing details and uses no number doing so", async () => {
    const user = await customer({ billing: false });
    const id = await createProforma(admin, await draft(user));
    await expect(issueProforma(admin, id, inYear(2033))).rejects.toMatchObject({ status: 422 });
    const { id: next } = await requested();
    await issueProforma(admin, next, inYear(2033));
    expect((await rowOf(next)).sequence).toBe(1);
  });

  it("gives 20 concurrent issues the gapless numbers 1–20", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => requested()));
    await Promise.all(drafts.map(({ id }) => issueProforma(admin, id, inYear(2032))));
    const sequences = await Promise.all(drafts.map(async ({ id }) => (await rowOf(id)).sequence));
    expect(sequences.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("paying and cancelling", () => {
  it("marks the order paid by bank transfer once, with the proforma number as reference", async () => {
    const { id, submissionId } = await requested();
    await expect(markProformaPaid(admin, id)).rejects.toMatchObject({ status: 409 });
    await issueProforma(admin, id, inYear(2034));
    await markProformaPaid(admin, id, inYear(2034));
    await markProformaPaid(admin, id, inYear(2034));
    expect((await rowOf(id)).status).toBe("paid");
    expect(await orderOf(submissionId)).toMatchObject({
      status: "paid",
      method: "bank_transfer",
      paymentReference: "PF-2034-0001",
    });
    const submission = await submissionOf(submissionId);
    expect(submission.status).toBe("paid");
    expect(submission.dueDate).toBe("2034-03-16");
    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, submissionId));
    expect(events.filter((event) => event.action === "payment-received")).toHaveLength(1);
    await expect(cancelProforma(admin, id)).rejects.toMatchObject({ status: 409 });
  });

  it("cancels an issued proforma with its order; the number stays used and the quote is a draft again", async () => {
    const { id, submissionId } = await requested();
    await issueProforma(admin, id, inYear(2035));
    await cancelProforma(admin, id);
    expect(await rowOf(id)).toMatchObject({ status: "cancelled", year: 2035, sequence: 1 });
    expect((await orderOf(submissionId)).status).toBe("cancelled");
    expect((await submissionOf(submissionId)).status).toBe("draft");

    const { id: next } = await requested();
    await issueProforma(admin, next, inYear(2035));
    expect((await rowOf(next)).sequence).toBe(2);
  });

  it("cancels the open proforma when the customer gives up the order", async () => {
    const { id, submissionId } = await requested();
    await closeOrder((await orderOf(submissionId)).id, "cancelled", "customer");
    expect((await rowOf(id)).status).toBe("cancelled");
  });
});

describe("an admin's proforma", () => {
  it("orders a draft for its owner, and is refused while one is open or a card payment is pending", async () => {
    const owner = await customer();
    const submissionId = await draft(owner);
    const id = await createProforma(admin, submissionId);
    expect(await getProforma(id)).toMatchObject({ status: "draft", requested_by: "admin" });
    const [started] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, submissionId));
    expect(started).toMatchObject({ action: "checkout-started", actor: admin.id });
    await expect(createProforma(admin, submissionId)).rejects.toMatchObject({
      status: 409,
      message: "The draft proforma is already open for this order.",
    });

    const paying = await draft(owner);
    await placeOrder(owner, paying, "card");
    await expect(createProforma(admin, paying)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("waiting for a card payment"),
    });
  });
});

describe("listProformas", () => {
  it("finds a submission's proformas, and one by its number, status or customer", async () => {
    const { id, submissionId } = await requested();
    await issueProforma(admin, id, inYear(2036));
    const other = await requested();
    const ids = (views: { id: string }[]) => views.map((view) => view.id);

    expect(ids(await listProformas({ submission: submissionId }))).toEqual([id]);
    expect(ids(await listProformas({ q: "pf-2036-0001" }))).toEqual([id]);
    const email = (await getProforma(other.id)).customer_email!;
    expect(ids(await listProformas({ q: email }))).toEqual([other.id]);
    expect(ids(await listProformas({ status: "issued", q: "PF-2036-" }))).toEqual([id]);
    expect(proformaListQuery.safeParse({ status: "sent" }).error?.issues[0]?.message).toBe(
      "Choose a proforma status from the list.",
    );
  });
});
