import { randomUUID } from "node:crypto";

import type { BrowserContext, Route } from "@playwright/test";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import {
  cardForm,
  ensureBillingDetails,
  goToCardCheckout,
  payOnCardForm,
  quoteOnSummary,
} from "./support/quotes";
import { mainServer } from "./support/servers";

/** An admin elsewhere makes a voucher through the admin API. */
async function voucherFromAdmin(context: BrowserContext, percent: number): Promise<string> {
  const admin = await context.browser()!.newContext();
  await createUser(admin, { admin: true });
  const code = `CARD-${randomUUID().slice(0, 6)}`.toUpperCase();
  const created = await admin.request.post("/api/admin/vouchers", {
    data: { code, kind: "percent", value: percent },
  });
  expect(created.status()).toBe(201);
  await admin.close();
  return code;
}

test("a customer pays by card with a voucher and sees the order on / and /submission", async ({
  page,
  context,
  snap,
}) => {
  const code = await voucherFromAdmin(context, 20);
  const { email } = await createUser(context);
  await ensureBillingDetails(context.request);
  const id = await quoteOnSummary(page, "Night Ferry");
  await page.getByRole("textbox", { name: "Voucher code" }).fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("quote-total")).toHaveText("$360.00");

  const pay = page.getByRole("button", { name: "Pay by card" });
  await expect(pay).toBeDisabled();
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await pay.click();

  // The processor's embedded checkout on our page (the development stand-in's frame).
  await expect(page.getByRole("status", { name: "Loading the card form" })).toBeHidden();
  const form = cardForm(page);
  await expect(
    form.getByRole("heading", { name: "No Conflict Script: Night Ferry" }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/summary/${id}`);
  // The frame fits its form, with no blank space below it.
  await expect
    .poll(async () => (await page.getByTitle("Secure card payment form").boundingBox())?.height)
    .toBeLessThan(450);
  await snap("card-form");
  await payOnCardForm(page, "$360.00");

  await expect(page).toHaveURL(new RegExp(`/return/${id}\\?session_id=cs_test_`));
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(
    page.getByText(/Order NCS-\d{6} for “Night Ferry” is paid: \$360\.00/),
  ).toBeVisible();
  await snap("payment-received");
  const receipt = await latestEmail(mainServer, email, /^Payment received: order NCS-\d{6}$/);
  expect(receipt.links).toContain(`${mainServer.baseURL}/submission/${id}`);

  await page.getByRole("link", { name: "Open the submission" }).click();
  await expect(page).toHaveURL(`/submission/${id}`);
  await expect(page.getByRole("heading", { name: "Submission: Night Ferry" })).toBeVisible();
  const payment = page.getByRole("table").filter({ hasText: "Order" }).last();
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText("Card");
  await expect(payment).toContainText("$360.00");
  await expect(payment).toContainText("$90.00");
  await expect(payment).toContainText("Report due by");

  await page.goto("/");
  const row = page.getByRole("row").filter({ hasText: "Night Ferry" });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("$360.00");
});

test("a customer who leaves the card form can resume or change the quote", async ({
  page,
  context,
}) => {
  await createUser(context);
  await quoteOnSummary(page, "Second Thoughts");
  await goToCardCheckout(page);
  await page.reload();

  await expect(page.getByText("Your payment is not finished")).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(cardForm(page).getByRole("button", { name: "Pay $450.00" })).toBeVisible();
  await page.getByRole("button", { name: "Change the quote" }).click();
  await expect(page.getByText("The quote can be changed again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay by card" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit quote" })).toBeVisible();
});

test.describe("card form troubles", () => {
  // The script the test cuts off, and the stand-in's answer to a declined card.
  test.use({
    allowedConsoleErrors: /ERR_FAILED|status of 402/,
    viewport: { width: 390, height: 844 },
  });

  test("a form that does not load says so and loads when tried again; a declined card can be replaced", async ({
    page,
    context,
    snap,
  }) => {
    await createUser(context);
    await ensureBillingDetails(context.request);
    await quoteOnSummary(page, "Offline Evening");
    let held: (route: Route) => void;
    const script = new Promise<Route>((resolve) => (held = resolve));
    await page.route("**/stripe.js", (route) => held(route));
    await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
    await page.getByRole("button", { name: "Pay by card" }).click();
    const loading = page.getByRole("status", { name: "Loading the card form" });
    await expect(loading).toBeVisible();
    await snap("card-form-loading");
    await (await script).abort();
    await expect(
      page.getByRole("alert").filter({ hasText: "Check your connection and try again." }),
    ).toBeVisible();
    await snap("card-form-failed");

    await page.unroute("**/stripe.js");
    await page.getByRole("button", { name: "Try again" }).click();
    const form = cardForm(page);
    await form.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002");
    await form.getByRole("button", { name: "Pay $450.00" }).click();
    await expect(form.getByRole("alert")).toHaveText("Your card was declined.");
    await snap("card-form-declined");
    await payOnCardForm(page, "$450.00");
  });
});
