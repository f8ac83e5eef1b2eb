import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { attachFirstPage, downloadBillingDocument, downloadPdf } from "./support/pdfs";
import { cardForm, payOnCardForm, quoteOnSummary } from "./support/quotes";
import { mainServer } from "./support/servers";

const INVOICE_NUMBER = /INV-\d{4}-\d{4}/;

// A card checkout is refused once on purpose, before the billing details are given.
test.use({ allowedConsoleErrors: /status of 422 .*\/checkout\)$/ });

test("a card payment brings an invoice, e-mailed and downloadable from the order and the profile", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { email } = await createUser(context);
  const id = await quoteOnSummary(page, "Casco Light");

  // No payment starts before the billing details the invoice is made out to.
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(
    page.getByText(
      "Add your billing details (name, address and country) before paying: your invoice is made out to them.",
    ),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Dana Reyes");
  await page.getByRole("textbox", { name: "Company" }).fill("Casco Bay Pictures LLC");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("120 Commercial Street");
  await page.getByRole("textbox", { name: "City" }).fill("Portland");
  await page.getByRole("textbox", { name: "Postal code" }).fill("04101");
  await page.getByRole("textbox", { name: "State or region" }).fill("ME");
  await page.getByRole("combobox", { name: "Country" }).fill("United Sta");
  await page.getByRole("option", { name: "United States", exact: true }).click();
  await page.getByRole("textbox", { name: "VAT or tax ID" }).fill("EIN 12-3456789");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved")).toBeVisible();

  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(cardForm(page).getByRole("textbox", { name: "Card number" })).toBeVisible();
  await payOnCardForm(page, "$450.00");

  // The payment received e-mail carries the invoice.
  const mail = await latestEmail(mainServer, email, /^Payment received: order NCS-\d{6}$/);
  const number = mail.text.match(INVOICE_NUMBER)![0];
  expect(mail.text).toContain(`We have received $450.00`);
  expect(mail.text).toContain(`Invoice ${number} is attached.`);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename: `${number}.pdf`, contentType: "application/pdf" }),
  ]);

  // On the submission's page, beside the payment.
  await page.goto(`/submission/${id}`);
  const invoices = page.getByRole("table", { name: "Invoices and credit notes" });
  await expect(invoices).toContainText(number);
  await expect(invoices).toContainText("$450.00");
  await snap("submission-invoice");
  const printed = await downloadBillingDocument(page, invoices, number, [
    "Invoice",
    "Casco Bay Pictures LLC",
    "Dana Reyes",
    "120 Commercial Street",
    "Portland, ME 04101",
    "United States",
    "EIN 12-3456789",
    "Script clearance",
    "Casco Light",
    "Total paid",
    "$450.00",
    "Card",
  ]);
  expect(printed.text).not.toContain("04101 Portland");
  // The development seller is in the United States: US Letter.
  expect(printed.size).toEqual([612, 792]);

  // The first page as an image, to look at.
  await attachFirstPage(test.info(), printed.bytes, "invoice-page-1");

  // In the Billing section of the profile, with the project it is for: the same stored file.
  await page.goto("/profile");
  const billing = page.getByRole("table", { name: "Billing" });
  const row = billing.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Casco Light");
  await expect(row).toContainText("$450.00");
  await snap("profile-billing");
  const fromProfile = await downloadPdf(
    page,
    row.getByRole("link", { name: `Download ${number}` }),
  );
  expect(fromProfile.bytes.equals(printed.bytes)).toBe(true);

  // Nobody else downloads it.
  const invoiceId = new URL(
    (await row.getByRole("link", { name: `Download ${number}` }).getAttribute("href"))!,
    mainServer.baseURL,
  ).pathname.split("/")[4]!;
  const strangerContext = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(strangerContext);
  const refused = await strangerContext.request.get(`/api/user/billing-documents/${invoiceId}/pdf`);
  expect(refused.status()).toBe(404);
  expect(
    (await strangerContext.request.get(`/api/admin/billing-documents/${invoiceId}/pdf`)).status(),
  ).toBe(403);
  await strangerContext.close();
});
