import { randomUUID } from "node:crypto";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { startQuote, uploadShortScript } from "./support/quotes";

// A refused code or voucher is a 4xx answer, which Chromium logs as a failed resource.
test.use({ allowedConsoleErrors: /status of (?:400|422)/ });

test("an admin creates a voucher that a customer then applies on the summary", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const code = `FEST-${randomUUID().slice(0, 6).toUpperCase()}`;
  await createUser(context, { admin: true });
  await page.goto("/admin/vouchers");
  await expect(page.getByRole("heading", { name: "Vouchers" })).toBeVisible();
  await page.getByRole("button", { name: "New voucher" }).click();
  const dialog = page.getByRole("dialog", { name: "New voucher" });
  const codeField = dialog.getByRole("textbox", { name: "Code" });
  await codeField.fill("fest 25");
  await dialog.getByRole("textbox", { name: "Percent off" }).fill("25");
  await dialog.getByRole("button", { name: "Create voucher" }).click();
  await expect(dialog.getByText("A code has letters, digits and dashes only.")).toBeVisible();
  await codeField.fill(code.toLowerCase());
  await expect(codeField).toHaveValue(code);
  await dialog.getByRole("textbox", { name: "Internal note" }).fill("Festival partners");
  await dialog.getByRole("button", { name: "Create voucher" }).click();
  await expect(page.getByText(`Voucher ${code} created.`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("25 %");
  await expect(row).toContainText("Every service");
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: `Redemptions of ${code}` })).toHaveText("0");
  await snap("admin-vouchers");

  // A customer, in a browser of their own.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createUser(customerContext);
  const id = await startQuote(customer);
  await uploadShortScript(customerContext.request, id);
  await customer.goto(`/summary/${id}`);
  const total = customer.getByTestId("quote-total");
  await expect(total).toHaveText("$450.00");

  const field = customer.getByRole("textbox", { name: "Voucher code" });
  await field.fill("nope-2026");
  await customer.getByRole("button", { name: "Apply" }).click();
  await expect(customer.getByText("There is no voucher with the code NOPE-2026.")).toBeVisible();
  await field.fill(code.toLowerCase());
  await customer.getByRole("button", { name: "Apply" }).click();
  await expect(customer.getByText("Voucher applied.")).toBeVisible();
  const applied = customer.getByTestId("applied-voucher");
  await expect(applied).toContainText(`Voucher ${code}`);
  await expect(applied).toContainText("$112.50 off this order.");
  await expect(total).toHaveText("$337.50");
  const shot = test.info().outputPath("summary-with-voucher.png");
  await customer.screenshot({ path: shot, fullPage: true });
  await test.info().attach("summary-with-voucher", { path: shot, contentType: "image/png" });

  // Withdrawn by the admin: the summary keeps it, says why it no longer counts, and drops it.
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`Voucher ${code} deactivated.`)).toBeVisible();
  await customer.reload();
  await expect(applied).toContainText(`The voucher ${code} is no longer available.`);
  await expect(total).toHaveText("$450.00");
  await applied.getByRole("button", { name: "Remove" }).click();
  await expect(customer.getByText("Voucher removed.")).toBeVisible();
  await expect(customer.getByRole("textbox", { name: "Voucher code" })).toBeVisible();
  await customerContext.close();
});
