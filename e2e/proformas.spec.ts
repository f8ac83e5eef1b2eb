import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { downloadPdf } from "./support/pdfs";
import { customerSeesProformaPaid, customerWithQuote, emailWithPdf } from "./support/proformas";
import { quoteOnSummary } from "./support/quotes";
import { mainServer } from "./support/servers";

const PROFORMA_NUMBER = /PF-\d{4}-\d{4}/;
const REVIEW = "Proformas need review before they are issued";

// Reviewing proformas first is a setting of the whole product: off again whatever happened.
test.afterEach(async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(adminContext, { admin: true });
  const reset = await adminContext.request.patch("/api/admin/settings", {
    data: { proforma_review: false },
  });
  expect(reset.ok()).toBe(true);
  await adminContext.close();
});

test("with review on, a customer's request waits as a draft; an admin edits, issues and marks it paid", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // An admin turns on reviewing proformas before they are issued.
  const adminContext = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(adminContext, { admin: true });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/settings");
  const review = admin.getByRole("switch", { name: REVIEW });
  await expect(review).not.toBeChecked();
  await review.click();
  await expect(admin.getByText(`${REVIEW}: on.`)).toBeVisible();
  await expect(review).toBeChecked();
  await snap("admin-settings-review-on", admin);

  const { email } = await createUser(context);
  const id = await quoteOnSummary(page, "Copper Canyon");

  // Billing details come first: the proforma is made out to them.
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await page.getByRole("button", { name: "Request proforma invoice" }).click();
  await expect(page.getByText(/fill them in on this page and save them first/)).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill("Marta Reyes");
  await page.getByRole("textbox", { name: "Company" }).fill("Cobre Pictures S.L.");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Calle Mayor 7");
  await page.getByRole("textbox", { name: "City" }).fill("Madrid");
  await page.getByRole("combobox", { name: "Country" }).fill("Spai");
  await page.getByRole("option", { name: "Spain" }).click();
  await page.getByRole("textbox", { name: "VAT or tax ID" }).fill("ESB12345678");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved")).toBeVisible();
  await page.getByRole("button", { name: "Request proforma invoice" }).click();
  await expect(page.getByText("Proforma invoice requested").first()).toBeVisible();
  await expect(
    page.getByText(/We are checking the proforma invoice for order NCS-\d{6}/),
  ).toBeVisible();
  await snap("proforma-requested");

  // The admin finds the request, adds a line, and issues it.
  await admin.goto("/admin/proformas");
  await expect(admin).toHaveTitle("admin | No Conflict Script");
  await admin.getByRole("textbox", { name: "Search" }).fill(email);
  const row = admin.getByRole("row").filter({ hasText: "Copper Canyon" });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("$450.00");
  await row.getByRole("button", { name: /^Open/ }).click();
  const drawer = admin.getByRole("dialog", { name: "Draft proforma: Copper Canyon" });
  await expect(drawer.getByText("Cobre Pictures S.L.")).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-proforma-draft.png") });
  await drawer.getByRole("button", { name: "Add a line" }).click();
  await drawer
    .getByRole("textbox", { name: "Line 2 description" })
    .fill("Rush research of 3 sign names");
  await drawer.getByRole("textbox", { name: "Line 2 unit price" }).fill("36");
  await drawer.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText("The draft is saved.")).toBeVisible();
  await expect(drawer.getByRole("table").last()).toContainText("$486.00");
  await drawer.getByRole("button", { name: "Issue" }).click();
  await admin
    .getByRole("dialog", { name: "Issue this proforma?" })
    .getByRole("button", { name: "Issue and e-mail" })
    .click();
  await expect(
    admin.getByText("The proforma is issued and on its way to the customer."),
  ).toBeVisible();
  const issued = admin.getByRole("dialog", { name: PROFORMA_NUMBER });
  const statusOf = (dialog: typeof issued) => dialog.getByRole("row").filter({ hasText: "Status" });
  await expect(statusOf(issued)).toContainText("Issued");
  const number = (await issued.getByRole("heading", { name: PROFORMA_NUMBER }).textContent())!;
  await admin.screenshot({ path: test.info().outputPath("admin-proforma-issued.png") });

  const printed = await downloadPdf(admin, issued.getByRole("link", { name: "Download PDF" }));
  expect(printed.name).toBe(`${number}.pdf`);
  for (const expected of [number, "Cobre Pictures S.L.", "Marta Reyes", "ESB12345678", "$486.00"])
    expect(printed.text).toContain(expected);

  // The customer gets it by e-mail, and on the summary with the PDF.
  await emailWithPdf(
    email,
    new RegExp(`^Proforma invoice ${number}: \\$486\\.00`),
    `${number}.pdf`,
  );
  await page.reload();
  await expect(page.getByText(`Proforma invoice ${number} awaits your transfer`)).toBeVisible();
  await expect(page.getByText(/Please pay \$486\.00 by bank transfer by/)).toBeVisible();
  expect(await downloadPdf(page, page.getByRole("link", { name: `Download ${number}` }))).toEqual(
    printed,
  );
  await snap("proforma-awaiting-transfer");

  // The transfer arrives: the admin marks it paid, and the order is paid by bank transfer.
  await issued.getByRole("button", { name: "Mark paid" }).click();
  const markPaid = admin.getByRole("dialog", { name: "Mark as paid" });
  await markPaid.getByRole("textbox", { name: "Bank reference" }).fill("CAIXA 0042");
  await markPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByText("The proforma is paid; the order's work can start.")).toBeVisible();
  await expect(statusOf(admin.getByRole("dialog", { name: number }))).toContainText("Paid");
  await adminContext.close();

  const payment = await customerSeesProformaPaid(page, { email, id, number });
  await expect(payment).toContainText("$486.00");
  await expect(payment).toContainText("Report due by");
  await snap("proforma-paid");
});

test("an admin makes a proforma from a submission's page, then cancels it", async ({
  page,
  context,
  browser,
}) => {
  const { customer: customerContext, id } = await customerWithQuote(
    browser,
    { name: "Tomás Ortega", address_line1: "Avenida Central 10", city: "San José", country: "CR" },
    "Dry Season",
  );

  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  const proformas = page.getByRole("table", { name: "Proformas" });
  await expect(page.getByText("No proforma for this submission.")).toBeVisible();
  await page.getByRole("button", { name: "Make a proforma" }).click();

  await expect(page).toHaveURL(/\/admin\/proformas\?open=[0-9a-f-]{36}$/);
  const drawer = page.getByRole("dialog", { name: "Draft proforma: Dry Season" });
  await expect(drawer.getByText("Tomás Ortega")).toBeVisible();
  await expect(drawer.getByText("Costa Rica")).toBeVisible();
  await drawer.getByRole("button", { name: "Cancel proforma" }).click();
  await page
    .getByRole("dialog", { name: "Cancel this proforma?" })
    .getByRole("button", { name: "Cancel proforma" })
    .click();
  await expect(page.getByText("The proforma is cancelled.")).toBeVisible();

  await page.goto(`/admin/submission/${id}`);
  await expect(proformas).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Make a proforma" })).toBeVisible();
  const customer = await customerContext.request.get(`/api/submissions/${id}`);
  expect(((await customer.json()) as { status: string }).status).toBe("draft");
  await customerContext.close();
});
