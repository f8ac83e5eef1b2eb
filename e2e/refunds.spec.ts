import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { attachFirstPage, downloadBillingDocument } from "./support/pdfs";
import { emailWithPdf } from "./support/proformas";
import { paidByCard } from "./support/quotes";

const INVOICE_NUMBER = /INV-\d{4}-\d{4}/;

test("an admin refunds part of a card order in the dialog; the order shows what was refunded", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { id, email, context: customerContext } = await paidByCard(browser, "Low Tide");
  // The card payment's invoice, on the customer's page: the refund credits it.
  const customer = await customerContext.newPage();
  await customer.goto(`/submission/${id}`);
  const documents = customer.getByRole("table", { name: "Invoices and credit notes" });
  await expect(documents).toContainText(INVOICE_NUMBER);
  const invoice = (await documents.textContent())!.match(INVOICE_NUMBER)![0];

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

  const refunded = page.getByText(
    new RegExp(`^\\$150\\.00 of order ${number} refunded; credit note CN-\\d{4}-\\d{4} issued\\.$`),
  );
  await expect(refunded).toBeVisible();
  const creditNote = (await refunded.textContent())!.match(/CN-\d{4}-\d{4}/)![0];
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

  // The customer is e-mailed the credit note, and downloads it beside the invoice it credits.
  const mail = await emailWithPdf(
    email,
    new RegExp(`^Your refund of \\$150\\.00 \\(credit note ${creditNote}\\)$`),
    `${creditNote}.pdf`,
  );
  expect(mail.text).toContain(`credits invoice ${invoice}`);
  await customer.reload();
  const credit = documents.getByRole("row").filter({ hasText: creditNote });
  await expect(credit).toContainText(`Credit note for ${invoice}`);
  await expect(credit).toContainText("$150.00");
  const printed = await downloadBillingDocument(customer, credit, creditNote, [
    "Credit note",
    `Credits invoice ${invoice}`,
    "Two scenes were cut before filming.",
    "Refunded on",
    "Card",
    "Total credited",
    "$150.00",
  ]);
  await attachFirstPage(test.info(), printed.bytes, "credit-note-page-1");
  await customerContext.close();
});
