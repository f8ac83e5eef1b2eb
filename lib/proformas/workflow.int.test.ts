import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { extractText } from "unpdf";

import { EXAMPLE_SELLER } from "@/config/invoicing";
import { upsertProfile } from "@/lib/auth/profiles";
import type { SignedInUser } from "@/lib/auth/session";
import { deliverBillingDocument } from "@/lib/billing/delivery";
import { numberOf } from "@/lib/billing/documents";
import { db } from "@/lib/db/client";
import { auditEvents, billingDocuments, orders, proformas, submissions } from "@/lib/db/schema";
import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";
import { stopJobQueue } from "@/lib/jobs/queue";
import { closeOrder, placeOrder } from "@/lib/orders/place";
import { readSetting, settingsInput, updateSettings } from "@/lib/settings/store";
import { fileStore } from "@/lib/storage";
import { saveBillingDetails } from "@/lib/users/billing";
import { waitingOn } from "@/test/attention";
import { COMPANY_BILLING } from "@/test/billing";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { storedScriptFile } from "@/test/script-files";

import { applyProformaAction } from "./admin";
import { proformaDraftInput } from "./amounts";
import { sendProformaEmail } from "./emails";
import { getProforma, listProformas, ownProformaPdf, proformaListQuery, proformaPdf } from "./read";
import {
  cancelProforma,
  createProforma,
  issueProforma,
  markProformaPaid,
  requestProforma,
  resolveAmountDifference,
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

/**
 * A customer's request, as the summary page sends it (issued at once unless proformas are
 * reviewed first), at `now`; the proforma's id.
 */
async function requested(now = new Date()): Promise<{ id: string; submissionId: string }> {
  const user = await customer();
  const submissionId = await draft(user);
  await requestProforma(user, submissionId, now);
  return { id: await proformaOf(submissionId), submissionId };
}

/** A draft proforma an admin made for a customer's quote. */
async function adminDraft(): Promise<{ id: string; submissionId: string }> {
  const submissionId = await draft(await customer());
  return { id: await createProforma(admin, submissionId), submissionId };
}

const proformaOf = async (submissionId: string) =>
  (
    await db()
      .select({ id: proformas.id })
      .from(proformas)
      .where(eq(proformas.submissionId, submissionId))
  )[0]!.id;

const rowOf = async (id: string) =>
  (await db().select().from(proformas).where(eq(proformas.id, id)))[0]!;
const submissionOf = async (id: string) =>
  (await db().select().from(submissions).where(eq(submissions.id, id)))[0]!;
const orderOf = async (submissionId: string) =>
  (await db().select().from(orders).where(eq(orders.submissionId, submissionId)))[0]!;

describe("a customer's proforma request", () => {
  it("needs billing details, then is issued at once: numbered, its PDF stored, its e-mail queued", async () => {
    const without = await customer({ billing: false });
    const refused = await draft(without);
    await expect(requestProforma(without, refused)).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("Add your billing details"),
    });
    expect((await submissionOf(refused)).status).toBe("draft");

    expect(await readSetting("proforma_review")).toBe(false);
    const { id, submissionId } = await requested(inYear(2042));
    const view = await getProforma(id);
    expect(view).toMatchObject({
      status: "issued",
      number: "PF-2042-0001",
      requested_by: "customer",
      title: "Harbor Street",
      total: 45_000,
      issue_date: "2042-03-02",
      due_date: "2042-03-16",
      has_pdf: true,
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
    // The customer downloads it in the same moment; nothing waits for an admin.
    const owner = { id: (await rowOf(id)).userId } as SignedInUser;
    const { bytes, name } = await ownProformaPdf(owner, submissionId);
    expect(name).toBe("PF-2042-0001.pdf");
    expect((await extractText(new Uint8Array(bytes), { mergePages: true })).text).toContain(
      "PF-2042-0001",
    );
    expect(await waitingOn(submissionId)).toEqual([]);
    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, submissionId));
    expect(events.find((event) => event.action === "proforma-issued")).toMatchObject({
      actor: "system",
    });
  });
});

describe("the proforma review setting", () => {
  afterEach(() => updateSettings(admin, { proforma_review: false }));

  it("is off until an admin turns it on, and takes only true or false", async () => {
    const [review] = await updateSettings(admin, { proforma_review: true });
    expect(review).toMatchObject({ key: "proforma_review", value: true, default: false });
    expect(review!.updated_at).not.toBeNull();
    expect(await readSetting("proforma_review")).toBe(true);
    const refusal = (body: unknown) => settingsInput.safeParse(body).error?.issues[0]?.message;
    expect(refusal({ proforma_review: "yes" })).toBe(
      "Proforma review is on or off: send true or false.",
    );
    expect(refusal({ proforma_reviews: true })).toBe(
      "There is no setting called proforma_reviews; the settings are proforma_review.",
    );
    expect(refusal({})).toBe("Name at least one setting to change.");
  });

  it("keeps a request as a draft that waits for an admin until it is issued", async () => {
    await updateSettings(admin, { proforma_review: true });
    const { id, submissionId } = await requested();
    expect(await getProforma(id)).toMatchObject({ status: "draft", number: null, has_pdf: false });
    expect(await waitingOn(submissionId)).toEqual(["proforma"]);
    await issueProforma(admin, id, inYear(2041));
    expect(await waitingOn(submissionId)).toEqual([]);
  });

  it("or until its order ends", async () => {
    await updateSettings(admin, { proforma_review: true });
    const { id, submissionId } = await requested();
    expect(await waitingOn(submissionId)).toEqual(["proforma"]);
    await cancelProforma(admin, id);
    expect(await waitingOn(submissionId)).toEqual([]);
  });
});

describe("editing a draft", () => {
  it("recomputes the totals with tax and carries them to the order", async () => {
    const { id, submissionId } = await adminDraft();
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
    const { id, submissionId } = await adminDraft();
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
    const { id: next } = await adminDraft();
    await issueProforma(admin, next, inYear(2033));
    expect((await rowOf(next)).sequence).toBe(1);
  });

  it("gives 20 concurrent issues the gapless numbers 1–20", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => adminDraft()));
    await Promise.all(drafts.map(({ id }) => issueProforma(admin, id, inYear(2032))));
    const sequences = await Promise.all(drafts.map(async ({ id }) => (await rowOf(id)).sequence));
    expect(sequences.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

const RECEIVED = { received_on: "2034-03-05", received_amount: 45_000, reference: "BARC 88812" };

describe("paying and cancelling", () => {
  it("marks the order paid by bank transfer once, with the day, amount and bank reference that arrived", async () => {
    const { id, submissionId } = await adminDraft();
    await expect(markProformaPaid(admin, id, RECEIVED)).rejects.toMatchObject({ status: 409 });
    await issueProforma(admin, id, inYear(2034));
    const paidAt = new Date("2034-03-06T09:00:00Z");
    await markProformaPaid(admin, id, RECEIVED, paidAt);
    await markProformaPaid(admin, id, { ...RECEIVED, reference: "again" }, paidAt);
    expect((await rowOf(id)).status).toBe("paid");
    expect(await orderOf(submissionId)).toMatchObject({
      status: "paid",
      method: "bank_transfer",
      paymentReference: "BARC 88812",
      receivedOn: "2034-03-05",
      receivedAmount: 45_000,
    });
    expect(await getProforma(id)).toMatchObject({
      received: { on: "2034-03-05", amount: 45_000, reference: "BARC 88812" },
      difference: null,
      difference_waits: false,
    });
    const submission = await submissionOf(submissionId);
    expect(submission.status).toBe("paid");
    expect(submission.dueDate).toBe("2034-03-20");
    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, submissionId));
    expect(events.filter((event) => event.action === "payment-received")).toHaveLength(1);
    expect(events.filter((event) => event.action === "proforma-paid")).toEqual([
      expect.objectContaining({
        actor: admin.id,
        detail: expect.objectContaining({
          proforma: "PF-2034-0001",
          receivedOn: "2034-03-05",
          receivedAmount: 45_000,
          reference: "BARC 88812",
          note: "$450.00 arrived on March 5, 2034, bank reference BARC 88812.",
        }),
      }),
    ]);
    expect(events.some((event) => event.action === "payment-amount-differs")).toBe(false);
    expect(await waitingOn(submissionId)).toEqual([]);
    await expect(cancelProforma(admin, id)).rejects.toMatchObject({ status: 409 });
  });

  it("issues the final invoice paid on the day the transfer arrived, with the bank reference", async () => {
    const { id, submissionId } = await adminDraft();
    await issueProforma(admin, id, inYear(2038));
    // Recorded four days after it arrived: the invoice is issued today, paid on that day.
    await markProformaPaid(
      admin,
      id,
      { received_on: "2038-03-05", received_amount: 45_000, reference: "BARC 90117" },
      new Date("2038-03-09T09:00:00Z"),
    );
    const order = await orderOf(submissionId);
    const invoices = await db()
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.orderId, order.id));
    expect(invoices).toEqual([
      expect.objectContaining({
        kind: "invoice",
        method: "bank_transfer",
        paidOn: "2038-03-05",
        issueDate: "2038-03-09",
        reference: "BARC 90117",
        total: (await rowOf(id)).total,
      }),
    ]);

    await deliverBillingDocument({ documentId: invoices[0]!.id });
    const [stored] = await db()
      .select({ pdfKey: billingDocuments.pdfKey })
      .from(billingDocuments)
      .where(eq(billingDocuments.id, invoices[0]!.id));
    const bytes = await fileStore().get(stored!.pdfKey!);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(numberOf(invoices[0]!));
    expect(text).toContain("Bank transfer");
    expect(text).toContain("BARC 90117");
    expect(text).toMatch(/Paid on\s*March 5, 2038/);
    expect(text).toMatch(/Issued\s*March 9, 2038/);
  });

  it("pays the order on an amount other than the proforma's, and raises the difference until it is settled", async () => {
    const { id, submissionId } = await requested(inYear(2037));
    await markProformaPaid(
      admin,
      id,
      { received_on: "2037-03-04", received_amount: 40_000, reference: "SHORT-1" },
      new Date("2037-03-05T08:00:00Z"),
    );
    expect((await submissionOf(submissionId)).status).toBe("paid");
    const sentence =
      "Received $400.00 for proforma PF-2037-0001, which asks $450.00 (short by $50.00)";
    expect(await getProforma(id)).toMatchObject({
      received: { on: "2037-03-04", amount: 40_000, reference: "SHORT-1" },
      difference: sentence,
      difference_waits: true,
    });
    const [differs] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.submissionId, submissionId))
      .then((events) => events.filter((event) => event.action === "payment-amount-differs"));
    expect(differs).toMatchObject({
      actor: admin.id,
      detail: {
        proforma: "PF-2037-0001",
        note: `${sentence}.`,
        asked: 45_000,
        receivedAmount: 40_000,
      },
    });
    expect(await waitingOn(submissionId)).toEqual(["payment"]);

    await resolveAmountDifference(admin, id);
    expect(await waitingOn(submissionId)).toEqual([]);
    expect(await getProforma(id)).toMatchObject({ difference: sentence, difference_waits: false });
    await expect(resolveAmountDifference(admin, id)).rejects.toMatchObject({ status: 409 });
  });

  it("refuses what cannot have arrived with a 422 and a sentence, and changes nothing", async () => {
    // Issued in a year gone by, so only a day after today is in the future.
    const { id, submissionId } = await requested(inYear(2024));
    const markPaid = (received: Record<string, unknown>) =>
      applyProformaAction(admin, id, { action: "mark-paid", ...RECEIVED, ...received });
    const refusals = [
      [
        { received_on: "2999-01-01" },
        "received_on",
        "A transfer cannot have arrived on January 1, 2999: that is in the future.",
      ],
      [
        { received_on: "2024-03-01" },
        "received_on",
        "PF-2024-0001 was issued on March 2, 2024; its transfer cannot have arrived before that.",
      ],
      [
        { received_on: "5 March" },
        "received_on",
        "Give the day the transfer arrived, as a date (YYYY-MM-DD).",
      ],
      [
        { reference: "  " },
        "reference",
        "Give the bank reference of the transfer, as the bank statement shows it.",
      ],
      [
        { reference: undefined },
        "reference",
        "Give the bank reference of the transfer, as the bank statement shows it.",
      ],
      [{ received_amount: -100 }, "received_amount", "The amount received must be more than zero."],
      [
        { received_amount: 12.5 },
        "received_amount",
        "Give the amount that arrived in whole cents.",
      ],
    ] as const;
    for (const [received, field, message] of refusals) {
      await expect(markPaid({ received_on: "2024-03-04", ...received })).rejects.toMatchObject({
        status: 422,
        field,
        message,
      });
    }
    expect((await rowOf(id)).status).toBe("issued");
    expect(await orderOf(submissionId)).toMatchObject({
      status: "pending",
      receivedOn: null,
      receivedAmount: null,
      paymentReference: null,
    });
    expect((await submissionOf(submissionId)).status).toBe("awaiting_payment");
  });

  it("cancels an issued proforma with its order; the number stays used and the quote is a draft again", async () => {
    const { id, submissionId } = await requested(inYear(2035));
    await cancelProforma(admin, id);
    expect(await rowOf(id)).toMatchObject({ status: "cancelled", year: 2035, sequence: 1 });
    expect((await orderOf(submissionId)).status).toBe("cancelled");
    expect((await submissionOf(submissionId)).status).toBe("draft");

    const { id: next } = await requested(inYear(2035));
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
    const { id, submissionId } = await requested(inYear(2036));
    const other = await adminDraft();
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
