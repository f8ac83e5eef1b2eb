import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { attachFirstPage, downloadBillingDocument, downloadPdf } from "./support/pdfs";
import {
  customerSeesProformaPaid,
  customerWithQuote,
  emailWithPdf,
  proformaIssuedOn,
} from "./support/proformas";
import { quoteOnSummary } from "./support/quotes";
import { mainServer } from "./support/servers";

const PROFORMA_NUMBER = /PF-\d{4}-\d{4}/;
const INVOICE_NUMBER = /INV-\d{4}-\d{4}/;

/** The day `days` before today (UTC): as YYYY-MM-DD, as the PDFs print it, and as inputs show it. */
function daysAgo(days: number) {
  const day = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const printed = (month: "long" | "short") =>
    day.toLocaleDateString("en-US", { month, day: "numeric", year: "numeric", timeZone: "UTC" });
  return { iso: day.toISOString().slice(0, 10), long: printed("long"), short: printed("short") };
}

test("a customer's proforma is issued at once; an admin marks it paid with what arrived", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { email } = await createUser(context);
  const billing = await context.request.patch("/api/user/billing", {
    data: {
      name: "Nora Lindqvist",
      company: "Fjord Films AB",
      address_line1: "Drottninggatan 12",
      city: "Stockholm",
      postal_code: "111 51",
      country: "SE",
      tax_id: "SE556677889901",
    },
  });
  expect(billing.ok()).toBe(true);
  const id = await quoteOnSummary(page, "Tide Mill");

  // The request issues the proforma in the same moment: the customer downloads it at once.
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await page.getByRole("button", { name: "Request proforma invoice" }).click();
  const ready = page.getByRole("alert").filter({ hasText: /awaits your transfer/ });
  await expect(ready).toBeVisible();
  const number = (await ready.textContent())!.match(PROFORMA_NUMBER)![0];
  await expect(page.getByText(`Proforma invoice ${number} is ready`)).toBeVisible();
  await expect(ready).toContainText("ready to download here and was e-mailed to you");
  const { name, text } = await downloadPdf(
    page,
    page.getByRole("link", { name: `Download ${number}` }),
  );
  expect(name).toBe(`${number}.pdf`);
  for (const expected of [number, "Fjord Films AB", "Nora Lindqvist", "SE556677889901", "$450.00"])
    expect(text).toContain(expected);
  await snap("proforma-issued-at-once");
  await emailWithPdf(
    email,
    new RegExp(`^Proforma invoice ${number}: \\$450\\.00`),
    `${number}.pdf`,
  );

  // The transfer arrives days later; the admin records the day, the amount and the bank's
  // reference.
  await proformaIssuedOn(number, daysAgo(7).iso);
  const received = daysAgo(3);
  const adminContext = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(adminContext, { admin: true });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/proformas");
  await admin.getByRole("textbox", { name: "Search" }).fill(number);
  const row = admin.getByRole("row").filter({ hasText: "Tide Mill" });
  await expect(row).toContainText("Issued");
  await row.getByRole("button", { name: `Open ${number}` }).click();
  const drawer = admin.getByRole("dialog", { name: number });
  await drawer.getByRole("button", { name: "Mark paid" }).click();
  const markPaid = admin.getByRole("dialog", { name: "Mark as paid" });
  await expect(markPaid.getByRole("textbox", { name: /Amount received/ })).toHaveValue("450.00");
  const dateReceived = markPaid.getByRole("textbox", { name: /^Date received/ });
  await dateReceived.fill(received.iso);
  await dateReceived.blur();
  await expect(dateReceived).toHaveValue(received.short);
  // Without the bank's reference it is not marked paid.
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(
    markPaid.getByText("Give the bank reference, as the bank statement shows it."),
  ).toBeVisible();
  await markPaid.getByRole("textbox", { name: "Bank reference" }).fill("SEB 2026-7781");
  await snap("admin-mark-paid-dialog", admin);
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByText("The proforma is paid; the order's work can start.")).toBeVisible();
  const paid = admin.getByRole("dialog", { name: number });
  await expect(paid.getByRole("row").filter({ hasText: "Status" })).toContainText("Paid");
  await expect(paid.getByRole("row").filter({ hasText: "Received" })).toContainText("$450.00");
  await expect(paid.getByRole("row").filter({ hasText: "Bank reference" })).toContainText(
    "SEB 2026-7781",
  );

  // The submission's admin page shows the order paid, with what arrived and its reference.
  await admin.goto(`/admin/submission/${id}`);
  const proformas = admin.getByRole("table", { name: "Proformas" });
  await expect(proformas).toContainText(number);
  await expect(proformas).toContainText("Paid");
  await expect(proformas).toContainText("Reference SEB 2026-7781");
  await expect(admin.getByText("Proforma paid").first()).toBeVisible();
  await expect(
    admin.getByText(/\$450\.00 arrived on .*, bank reference SEB 2026-7781\./),
  ).toBeVisible();
  await snap("admin-submission-paid", admin);
  await adminContext.close();

  await customerSeesProformaPaid(page, { email, id, number });
  await snap("customer-proforma-paid");

  // The final invoice: e-mailed, on the submission's page and in the profile's Billing.
  const invoices = page.getByRole("table", { name: "Invoices and credit notes" });
  await expect(invoices).toContainText(INVOICE_NUMBER);
  const invoice = (await invoices.textContent())!.match(INVOICE_NUMBER)![0];
  await expect(invoices.getByRole("row").filter({ hasText: invoice })).toContainText("$450.00");
  const mail = await emailWithPdf(email, /^Payment received: order NCS-\d{6}$/, `${invoice}.pdf`);
  expect(mail.text).toContain(`Invoice ${invoice} is attached.`);
  const printed = await downloadBillingDocument(page, invoices, invoice, [
    "Invoice",
    "Fjord Films AB",
    "SE556677889901",
    "Tide Mill",
    "Bank transfer",
    "SEB 2026-7781",
  ]);
  // Paid on the day the admin entered, for what the proforma asked.
  expect(printed.text).toMatch(new RegExp(`Paid on\\s*${received.long}`));
  expect(printed.text).toMatch(/Total paid \(USD\)\s*\$450\.00/);
  expect(printed.size).toEqual([612, 792]);
  await attachFirstPage(test.info(), printed.bytes, "transfer-invoice-page-1");
  await page.goto("/profile");
  const profileRow = page.getByRole("table", { name: "Billing" }).getByRole("row").filter({
    hasText: invoice,
  });
  await expect(profileRow).toContainText("Tide Mill");
  await expect(profileRow).toContainText("$450.00");
  expect(
    (await downloadPdf(page, profileRow.getByRole("link", { name: `Download ${invoice}` }))).bytes,
  ).toEqual(printed.bytes);
});

test("a transfer short of its proforma pays the order, and waits for an admin until settled", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { customer, id } = await customerWithQuote(
    browser,
    { name: "Piet de Vries", address_line1: "Keizersgracht 1", city: "Amsterdam", country: "NL" },
    "Low Tide",
  );
  const requested = await customer.request.post(`/api/submissions/${id}/proforma`, {
    data: { acceptTerms: true },
  });
  expect(requested.status()).toBe(201);
  const { proforma } = (await requested.json()) as { proforma: { id: string; number: string } };
  await customer.close();

  await createUser(context, { admin: true });
  await page.goto(`/admin/proformas?open=${proforma.id}`);
  await page
    .getByRole("dialog", { name: proforma.number })
    .getByRole("button", { name: "Mark paid" })
    .click();
  const markPaid = page.getByRole("dialog", { name: "Mark as paid" });
  await markPaid.getByRole("textbox", { name: /Amount received/ }).fill("400");
  await markPaid.getByRole("textbox", { name: "Bank reference" }).fill("ING 5531");
  const sentence = `Received $400.00 for proforma ${proforma.number}, which asks $450.00 (short by $50.00)`;
  await expect(markPaid.getByText(sentence)).toBeVisible();
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(page.getByText(`${sentence}: it waits for an admin.`)).toBeVisible();

  // The work starts; the submission waits for an admin, who sees why and settles it.
  await page.goto("/admin/list?attention=needs_you");
  const row = page.getByRole("row").filter({ hasText: "Low Tide" });
  await expect(row.getByLabel("Needs you: Payment differs")).toBeVisible();
  await expect(row).toContainText("Paid");
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByRole("alert").filter({ hasText: sentence })).toBeVisible();
  await expect(page.getByText("Payment amount differs")).toBeVisible();
  await snap("admin-submission-payment-differs");
  await page.goto(`/admin/proformas?open=${proforma.id}`);
  const paid = page.getByRole("dialog", { name: proforma.number });
  await paid.getByRole("button", { name: "Mark the difference settled" }).click();
  await expect(page.getByText("The payment difference is settled.")).toBeVisible();
  await expect(paid.getByRole("button", { name: "Mark the difference settled" })).toBeHidden();
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByText("Payment difference resolved")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: sentence })).toBeHidden();
});
