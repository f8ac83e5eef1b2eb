import { NextRequest } from "next/server";

import { GET as getSubmission, PATCH as editDraft } from "@/app/api/submissions/[id]/route";
import {
  DELETE as removeVoucher,
  PUT as applyVoucher,
} from "@/app/api/submissions/[id]/voucher/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { db } from "@/lib/db/client";
import { voucherRedemptions } from "@/lib/db/schema";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import type { SubmissionView } from "@/lib/submissions/views";
import type { RedemptionView, VoucherView } from "@/lib/vouchers/admin";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as getRedemptions } from "./[id]/redemptions/route";
import { PATCH as editVoucher } from "./[id]/route";
import { GET as listVouchers, POST as createVoucher } from "./route";

jest.setTimeout(60_000);

let admin: Customer;
let customer: Customer;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;
const messageOf = async (response: Response) =>
  (await bodyOf<{ message: string }>(response)).message;

const create = (json: unknown, who = admin) =>
  createVoucher(who.request("POST", "/api/admin/vouchers", { json }));
const edit = (id: string, json: unknown, who = admin) =>
  editVoucher(who.request("PATCH", `/api/admin/vouchers/${id}`, { json }), params({ id }));

async function newDraft(who: Customer): Promise<string> {
  const response = await startNew(who.request("GET", "/api/submissions/new"));
  const { correlation_id: id } = await bodyOf<{ correlation_id: string }>(response);
  // Touched, so the next "New" makes another draft.
  await editDraft(
    who.request("PATCH", `/api/submissions/${id}`, { json: { title: "Voucher test" } }),
    params({ id }),
  );
  return id;
}

const apply = (id: string, code: string, who = customer) =>
  applyVoucher(
    who.request("PUT", `/api/submissions/${id}/voucher`, { json: { code } }),
    params({ id }),
  );
const view = async (id: string, who = customer) =>
  bodyOf<SubmissionView>(
    await getSubmission(who.request("GET", `/api/submissions/${id}`), params({ id })),
  );

beforeAll(async () => {
  await startAuth();
  [admin, customer] = await Promise.all([signedInCustomer({ admin: true }), signedInCustomer()]);
});

afterAll(stopAuth);

describe("the admin voucher API", () => {
  it("answers 401 without a session and 403 to customers, on every route", async () => {
    const anonymous = await listVouchers(new NextRequest(`${ORIGIN}/api/admin/vouchers`));
    expect(anonymous.status).toBe(401);
    const id = "00000000-0000-4000-8000-000000000000";
    const answers = await Promise.all([
      listVouchers(customer.request("GET", "/api/admin/vouchers")),
      create({ code: "NOPE", kind: "percent", value: 10 }, customer),
      edit(id, { active: false }, customer),
      getRedemptions(
        customer.request("GET", `/api/admin/vouchers/${id}/redemptions`),
        params({ id }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it("creates a voucher with defaults, in capitals, and refuses the same code in any case", async () => {
    const response = await create({ code: "launch-20", kind: "percent", value: 20 });
    expect(response.status).toBe(201);
    const created = await bodyOf<VoucherView>(response);
    expect(created).toMatchObject({
      code: "LAUNCH-20",
      kind: "percent",
      value: 20,
      maxPerCustomer: 1,
      maxRedemptions: null,
      appliesTo: "all",
      active: true,
      redemptions: 0,
    });
    const again = await create({ code: "Launch-20", kind: "fixed", value: 500 });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe("A voucher with the code LAUNCH-20 already exists.");
    const listed = await bodyOf<VoucherView[]>(
      await listVouchers(admin.request("GET", "/api/admin/vouchers")),
    );
    expect(listed.find((voucher) => voucher.id === created.id)).toMatchObject({ redemptions: 0 });
  });

  it("says what is wrong with a voucher it refuses", async () => {
    const cases: [unknown, { field: string; message: string }][] = [
      [
        { code: "HALF OFF", kind: "percent", value: 50 },
        { field: "code", message: "A code has letters, digits and dashes only." },
      ],
      [
        { code: "TOO-MUCH", kind: "percent", value: 150 },
        { field: "value", message: "A percentage is between 1 and 100." },
      ],
      [
        { code: "FREE", kind: "fixed", value: 0 },
        { field: "value", message: "The value is at least 1." },
      ],
      [
        {
          code: "BACKWARDS",
          kind: "fixed",
          value: 100,
          validFrom: "2027-01-02T00:00:00Z",
          validUntil: "2027-01-01T00:00:00Z",
        },
        { field: "validUntil", message: "The voucher must start before it ends." },
      ],
    ];
    for (const [json, refusal] of cases) {
      const response = await create(json);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal);
    }
  });

  it("refuses numbers beyond the database's integers, naming the field, on create and edit", async () => {
    const huge = 2 ** 31;
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ value: huge }, { field: "value", message: "The value is at most 2,147,483,647." }],
      [
        { maxRedemptions: huge },
        { field: "maxRedemptions", message: "The limit of redemptions is at most 2,147,483,647." },
      ],
      [
        { maxPerCustomer: huge },
        { field: "maxPerCustomer", message: "The limit per customer is at most 2,147,483,647." },
      ],
      [
        { minimumSubtotal: 1e300 },
        { field: "minimumSubtotal", message: "The minimum is at most 2,147,483,647." },
      ],
    ];
    const existing = await bodyOf<VoucherView>(
      await create({ code: "HUGE-EDIT", kind: "fixed", value: 100 }),
    );
    for (const [fields, refusal] of cases) {
      const created = await create({ code: "HUGE", kind: "fixed", value: 100, ...fields });
      expect([created.status, await created.json()]).toEqual([400, refusal]);
      const edited = await edit(existing.id, fields);
      expect([edited.status, await edited.json()]).toEqual([400, refusal]);
    }
  });

  it("edits and deactivates a voucher, and says when there is none", async () => {
    const created = await bodyOf<VoucherView>(
      await create({ code: "EDIT-ME", kind: "fixed", value: 1_000 }),
    );
    const edited = await bodyOf<VoucherView>(
      await edit(created.id, { value: 2_500, note: "Festival" }),
    );
    expect(edited).toMatchObject({ value: 2_500, note: "Festival", active: true });
    const tooMuch = await edit(created.id, { kind: "percent" });
    expect(tooMuch.status).toBe(400);
    expect((await bodyOf<VoucherView>(await edit(created.id, { active: false }))).active).toBe(
      false,
    );
    const missing = await edit("00000000-0000-4000-8000-000000000000", { active: false });
    expect(missing.status).toBe(404);
    expect((await edit("not-a-uuid", { active: false })).status).toBe(404);
  });
});

describe("a customer applying a voucher", () => {
  it("sees the discount in the quote, and can remove it", async () => {
    await create({ code: "TEN-OFF", kind: "percent", value: 10 });
    const id = await newDraft(customer);
    const response = await apply(id, " ten-off ");
    expect(response.status).toBe(200);
    const applied = await bodyOf<SubmissionView>(response);
    expect(applied.voucher).toEqual({ code: "TEN-OFF", applies: true, problem: null });
    expect(applied.quote.discount).toBe(4_500); // 10 % of the $450 minimum
    expect(applied.quote.total).toBe(40_500);
    expect(applied.quote.lines.at(-1)).toMatchObject({
      code: "discount",
      label: "Voucher TEN-OFF",
    });

    const removed = await bodyOf<SubmissionView>(
      await removeVoucher(
        customer.request("DELETE", `/api/submissions/${id}/voucher`),
        params({ id }),
      ),
    );
    expect(removed.voucher).toBeNull();
    expect(removed.quote.total).toBe(45_000);
  });

  it("is told precisely why a voucher does not apply", async () => {
    await create({ code: "BIG-ORDERS", kind: "fixed", value: 5_000, minimumSubtotal: 100_000 });
    await create({ code: "TITLES", kind: "percent", value: 50, appliesTo: "title_clearance" });
    await create({ code: "LATER", kind: "percent", value: 5, validFrom: "2099-01-01T00:00:00Z" });
    const id = await newDraft(customer);
    const reasons = [
      ["NO-SUCH-CODE", "There is no voucher with the code NO-SUCH-CODE."],
      [
        "big-orders",
        "The voucher BIG-ORDERS applies to orders of $1,000.00 or more; this one comes to $450.00.",
      ],
      [
        "TITLES",
        "The voucher TITLES applies to title clearance only, which this quote does not include.",
      ],
      ["LATER", "The voucher LATER is not valid yet: it starts on January 1, 2099."],
    ];
    for (const [code, reason] of reasons) {
      const response = await apply(id, code!);
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(reason);
    }
    expect((await view(id)).voucher).toBeNull();
    expect((await apply(id, "")).status).toBe(400);
  });

  it("keeps a voucher withdrawn after it was applied, but without its discount and with the reason", async () => {
    const voucher = await bodyOf<VoucherView>(
      await create({ code: "WITHDRAWN", kind: "fixed", value: 2_000 }),
    );
    const id = await newDraft(customer);
    expect((await apply(id, "WITHDRAWN")).status).toBe(200);
    await edit(voucher.id, { active: false });
    const seen = await view(id);
    expect(seen.voucher).toEqual({
      code: "WITHDRAWN",
      applies: false,
      problem: "The voucher WITHDRAWN is no longer available.",
    });
    expect(seen.quote.discount).toBe(0);
  });

  it("cannot use a voucher again once redeemed on a paid order, and admins see the redemption", async () => {
    const voucher = await bodyOf<VoucherView>(
      await create({ code: "ONCE", kind: "fixed", value: 1_000 }),
    );
    const paid = await newDraft(customer);
    await db().insert(voucherRedemptions).values({
      voucherId: voucher.id,
      submissionId: paid,
      userId: customer.id,
      discount: 1_000,
    });
    const next = await newDraft(customer);
    const response = await apply(next, "ONCE");
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe("You have already used the voucher ONCE.");

    const redemptions = await bodyOf<RedemptionView[]>(
      await getRedemptions(
        admin.request("GET", `/api/admin/vouchers/${voucher.id}/redemptions`),
        params({ id: voucher.id }),
      ),
    );
    expect(redemptions).toEqual([
      expect.objectContaining({
        submissionId: paid,
        title: "Voucher test",
        customerEmail: customer.email,
        discount: 1_000,
      }),
    ]);
    const listed = await bodyOf<VoucherView[]>(
      await listVouchers(admin.request("GET", "/api/admin/vouchers")),
    );
    expect(listed.find((found) => found.id === voucher.id)?.redemptions).toBe(1);
  });

  it("cannot touch another customer's quote", async () => {
    await create({ code: "MINE", kind: "percent", value: 10 });
    const id = await newDraft(customer);
    const stranger = await signedInCustomer();
    expect((await apply(id, "MINE", stranger)).status).toBe(404);
  });
});
