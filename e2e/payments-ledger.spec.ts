import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";

import type { Page } from "@playwright/test";

import { createUser } from "./support/accounts";
import { seedBillingDocuments } from "./support/billing-documents";
import { expect, test } from "./support/fixtures";
import { payByCard, quoteOnSummary } from "./support/quotes";

/** Minor units from a CSV decimal, exactly: "-100.00" → -10000. */
const minorOf = (decimal: string) => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  expect(match, decimal).not.toBeNull();
  return (match![1] ? -1 : 1) * (Number(match![2]) * 100 + Number(match![3]));
};

/** A customer's quote, paid by card: past draft, it is on the admins' orders list. */
async function paidQuote(page: Page, title: string): Promise<{ id: string; email: string }> {
  const { email } = await createUser(page.context());
  const id = await quoteOnSummary(page, title);
  await payByCard(page, "$450.00");
  return { id, email };
}

test("an admin reads a month of payments and refunds, its total, and a CSV that sums to it", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const title = `Harbour Lights ${randomUUID().slice(0, 6)}`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { id: submissionId, email } = await paidQuote(customer, title);
  // March 2025: an order paid by card and partly refunded, one by transfer; and a payment in
  // April, outside the month.
  const [first, refund, delta] = await seedBillingDocuments(submissionId, [
    { kind: "invoice", method: "card", total: 164_880, day: "2025-03-04" },
    { kind: "credit_note", method: "card", total: 10_000, day: "2025-03-25" },
    { kind: "invoice", method: "bank_transfer", total: 22_800, day: "2025-03-18" },
    { kind: "invoice", method: "card", total: 5_000, day: "2025-04-02" },
  ]);
  expect([first, delta, refund]).toEqual([
    expect.stringMatching(/^INV-2025-\d{4}$/),
    expect.stringMatching(/^INV-2025-\d{4}$/),
    expect.stringMatching(/^CN-2025-\d{4}$/),
  ]);

  // The ledger is the admins': a customer's download is refused.
  const refused = await customerContext.request.get("/api/admin/payments/export");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: expect.any(String) });
  await customerContext.close();

  await createUser(context, { admin: true });
  await page.goto("/admin/list");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Admin/ })
    .click();
  await page.getByRole("menuitem", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole("heading", { name: "Payments", exact: true })).toBeVisible();

  await page.getByLabel("Paid from").fill("2025-03-01");
  await expect(page).toHaveURL((url) => url.searchParams.get("from") === "2025-03-01");
  await page.getByLabel("Paid to").fill("2025-03-31");
  await expect(page).toHaveURL((url) => url.searchParams.get("to") === "2025-03-31");

  const months = page.getByRole("table", { name: "Totals per month" });
  await expect(months.getByRole("row")).toHaveCount(3); // the head, March, and the sum
  await expect(months.getByRole("row", { name: /March 2025/ })).toHaveText(
    "March 2025$1,876.80-$100.00$1,776.803",
  );
  await expect(months).not.toContainText("April");
  const documents = page.getByRole("table", { name: "Invoices and credit notes" });
  await expect(documents.getByRole("row")).toHaveCount(4);
  const refundRow = documents.getByRole("row").filter({ hasText: refund! });
  await expect(refundRow).toContainText("Credit note");
  await expect(refundRow).toContainText(`of ${first}`);
  await expect(refundRow).toContainText("-$100.00");
  await expect(refundRow).toContainText("Mar 25, 2025");
  await expect(documents.getByRole("row").filter({ hasText: delta! })).toContainText(
    "Bank transfer",
  );
  await expect(documents.getByRole("link", { name: title }).first()).toHaveAttribute(
    "href",
    `/admin/submission/${submissionId}`,
  );
  await snap("payments-ledger");

  // The CSV holds the month's documents, and its amounts sum to the month's net.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const [header, ...records] = csv.trimEnd().split("\r\n");
  const columns = header!.split(",");
  expect(header).toBe(
    "Date,Number,Kind,Invoice,Order,Title,Customer,E-mail,Method,Reference,Amount,Currency,Issued,Submission",
  );
  const amount = columns.indexOf("Amount");
  expect(records.map((record) => record.split(",")[1])).toEqual([refund, delta, first]);
  expect(records.map((record) => record.split(",")[amount])).toEqual([
    "-100.00",
    "228.00",
    "1648.80",
  ]);
  expect(records.reduce((sum, record) => sum + minorOf(record.split(",")[amount]!), 0)).toBe(
    177_680,
  );

  // At 390 px the page does not scroll sideways: the tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(months.getByRole("row", { name: /March 2025/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap("payments-ledger-390");

  // The orders list shows each of the submission's orders under it, and what it paid in all:
  // $450.00 by card today, and the seeded orders, less the refund.
  await page.goto(`/admin/list?q=${encodeURIComponent(email)}`);
  const orders = page.getByRole("table");
  const submissionRow = orders.getByRole("row").filter({ hasText: title });
  await expect(submissionRow).toContainText("Paid in all $2,276.80");
  const orderRows = orders.getByRole("row").filter({ hasText: "First order" });
  await expect(orderRows).toHaveCount(4);
  await expect(orderRows.filter({ hasText: "$1,648.80" })).toContainText("Refunded $100.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap("admin-orders-390");
});

test.describe(() => {
  test.use({ allowedConsoleErrors: /status of 403/ }); // the access-denied page answers 403

  test("a customer is denied the payments page", async ({ page, context }) => {
    await createUser(context);
    const response = await page.goto("/admin/payments");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Access denied")).toBeVisible();
  });
});
