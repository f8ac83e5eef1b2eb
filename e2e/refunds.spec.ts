import fs from "node:fs";
import path from "node:path";

import { Client } from "pg";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { paidByNewCustomer } from "./support/quotes";
import { mainServer } from "./support/servers";

/** The main app's embedded database, as its launcher set it up. */
async function database(): Promise<Client> {
  const password = fs
    .readFileSync(path.join(mainServer.dataDir, "postgres.password"), "utf8")
    .trim();
  const client = new Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@localhost:${mainServer.env.EMBEDDED_POSTGRES_PORT}/no_conflict_script`,
  });
  await client.connect();
  return client;
}

/**
 * The submission's paid order's final invoice. A card payment issues it (product.md §7); for a
 * payment that did not (an order paid before invoices were issued) one is written here, as the
 * payment would have, so the refund has an invoice to credit.
 */
async function invoiceOfPaidOrder(submissionId: string): Promise<string> {
  const client = await database();
  try {
    const found = await client.query<{ number: string }>(
      `select 'INV-' || d.year || '-' || lpad(d.sequence::text, 4, '0') as number
         from billing_documents d join orders o on o.id = d.order_id
        where o.submission_id = $1 and d.kind = 'invoice'`,
      [submissionId],
    );
    if (found.rows[0]) return found.rows[0].number;
    await client.query("begin");
    const year = new Date().getUTCFullYear();
    const counter = await client.query<{ last: number }>(
      `insert into document_counters (series, year, last) values ('INV', $1, 1)
       on conflict (series, year) do update set last = document_counters.last + 1
       returning last`,
      [year],
    );
    const sequence = counter.rows[0]!.last;
    const party = JSON.stringify({
      name: "Test party",
      company: null,
      address: ["1 Harbour Street"],
      country: "US",
      taxId: null,
      email: null,
    });
    await client.query(
      `insert into billing_documents (kind, year, sequence, order_id, submission_id, user_id, title,
         currency, lines, tax_rate, subtotal, discount, tax, total, method, paid_on, reference,
         seller, buyer, issue_date)
       select 'invoice', $2, $3, o.id, o.submission_id, o.user_id, s.title, o.currency,
         jsonb_build_array(jsonb_build_object('description', 'Script clearance', 'quantity', 1,
           'unitAmount', o.subtotal)),
         0, o.subtotal, o.discount, o.tax, o.total, o.method, o.paid_at::date, o.payment_reference,
         $4::jsonb, $4::jsonb, current_date
         from orders o join submissions s on s.id = o.submission_id
        where o.submission_id = $1 and o.status = 'paid'`,
      [submissionId, year, sequence, party],
    );
    await client.query("commit");
    return `INV-${year}-${String(sequence).padStart(4, "0")}`;
  } finally {
    await client.end();
  }
}

test("an admin refunds part of a card order in the dialog; the order shows what was refunded", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { id } = await paidByNewCustomer(browser, { title: "Low Tide" }, "$450.00");
  await invoiceOfPaidOrder(id);

  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  const payment = page.getByRole("table", { name: "Payment" });
  await expect(payment).toContainText("$450.00");
  const order = payment.locator("tbody > tr").first();
  const number = (await order.locator("td").first().innerText()).trim();
  expect(number).toMatch(/^NCS-\d{6}$/);

  await order.getByRole("button", { name: "Refund…" }).click();
  const dialog = page.getByRole("dialog", { name: `Refund order ${number}` });
  await expect(dialog).toContainText("$450.00 of $450.00 is left to refund.");
  const amount = dialog.getByRole("textbox", { name: "Amount (USD)" });
  await expect(amount).toHaveValue("450.00");

  // More than was paid is not offered; no reason is not accepted.
  await amount.fill("500");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByText("At most $450.00 is left to refund.")).toBeVisible();
  await expect(dialog.getByText("Say why the order is refunded.")).toBeVisible();

  await amount.fill("150");
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Two scenes were cut before filming.");
  await snap("refund-dialog");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();

  await expect(
    page.getByText(
      new RegExp(
        `^\\$150\\.00 of order ${number} refunded; credit note CN-\\d{4}-\\d{4} issued\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId("order-refunded")).toHaveText("$150.00 refunded");
  // A partial refund leaves the work going; the log says what was given back.
  await expect(page.getByRole("group", { name: "Change status to" })).toBeVisible();
  const log = page.getByRole("table", { name: "Audit log" }).locator("tbody > tr");
  await expect(log.nth(0)).toContainText("Refund");
  await expect(log.nth(0)).toContainText(
    new RegExp(`${number} · CN-\\d{4}-\\d{4} · Card · \\$150\\.00`),
  );
  await expect(log.nth(0)).toContainText("Two scenes were cut before filming.");

  // What is left is offered next time.
  await order.getByRole("button", { name: "Refund…" }).click();
  await expect(dialog).toContainText("$300.00 of $450.00 is left to refund.");
  await expect(amount).toHaveValue("300.00");
  await dialog.getByRole("button", { name: "Keep it as it is" }).click();
  await expect(dialog).toBeHidden();
  await snap("refund-partial-done");

  // The refund is kept: a reload shows the same.
  await page.reload();
  await expect(order.getByTestId("order-refunded")).toHaveText("$150.00 refunded");
});
