import type { APIRequestContext, Browser, FrameLocator, Page } from "@playwright/test";

import { createUser } from "./accounts";
import { expect } from "./fixtures";
import { PLAIN_KITCHEN } from "./screenplays";

/** Clicks 'New' and waits for the quote editor it leads to; the new quote's id. */
export async function startQuote(page: Page): Promise<string> {
  await page.goto("/");
  await page.getByRole("button", { name: "New", exact: true }).click();
  await page.waitForURL(/\/quote\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Script" })).toBeVisible();
  return page.url().split("/").at(-1)!;
}

/** A new quote titled in the editor, once the editor says it is saved. */
export async function titledQuote(page: Page, title: string): Promise<string> {
  const id = await startQuote(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  return id;
}

/** A quote made and titled through the API as the editor would, opened on its summary page. */
export const quoteOnSummary = (page: Page, title: string): Promise<string> =>
  quoteWithDetails(page, { title }, "$450.00");

/**
 * Uploads a one-page original scene to the quote through the API, as the editor does, and waits
 * until it is read: script clearance is ordered only on a read script (product.md §8.1).
 */
export async function uploadShortScript(request: APIRequestContext, id: string): Promise<void> {
  const upload = await request.post(`/api/submissions/${id}/script`, {
    multipart: {
      file: {
        name: "kitchen.fountain",
        mimeType: "text/plain",
        buffer: Buffer.from(PLAIN_KITCHEN),
      },
    },
  });
  expect(upload.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const view = (await (await request.get(`/api/submissions/${id}`)).json()) as {
          script: unknown;
          pending_upload: unknown;
        };
        return Boolean(view.script) && !view.pending_upload;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

/**
 * A quote made through the API with `details` (the editor's fields, as PATCH takes them) and,
 * when it orders script clearance, a short script read; opened on its summary page, which shows
 * `total`.
 */
export async function quoteWithDetails(
  page: Page,
  details: Record<string, unknown>,
  total: string,
): Promise<string> {
  const { request } = page.context();
  const started = await request.get("/api/submissions/new");
  const { correlation_id: id } = (await started.json()) as { correlation_id: string };
  expect((await request.patch(`/api/submissions/${id}`, { data: details })).ok()).toBe(true);
  if (details.script_clearance !== false) await uploadShortScript(request, id);
  await page.goto(`/summary/${id}`);
  await expect(page.getByTestId("quote-total")).toHaveText(total);
  return id;
}

/** The card processor's embedded form on the summary page (the development stand-in's frame). */
export const cardForm = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Secure card payment form"]');

/** A US buyer's billing details, as the summary page's form saves them. */
export const US_BILLING = {
  name: "Dana Reyes",
  company: "Casco Bay Pictures LLC",
  address_line1: "120 Commercial Street",
  city: "Portland",
  postal_code: "04101",
  region: "ME",
  country: "US",
};

/** Saves `US_BILLING` as the customer's billing details unless they gave some already. */
export async function ensureBillingDetails(request: APIRequestContext): Promise<void> {
  const saved = (await (await request.get("/api/user/billing")).json()) as { billing: unknown };
  if (saved.billing) return;
  expect((await request.patch("/api/user/billing", { data: US_BILLING })).ok()).toBe(true);
}

/**
 * On the summary page, opens the card processor's embedded checkout (the development stand-in),
 * the billing details every payment's invoice is made out to given first.
 */
export async function goToCardCheckout(page: Page): Promise<void> {
  await ensureBillingDetails(page.context().request);
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(cardForm(page).getByRole("textbox", { name: "Card number" })).toBeVisible();
}

/** Pays on the embedded card form with the processor's test card. */
export async function payOnCardForm(page: Page, total: string | RegExp): Promise<void> {
  const form = cardForm(page);
  const number = form.getByRole("textbox", { name: "Card number" });
  await number.fill("4242 4242 4242 4242");
  const pay = form.getByRole("button", {
    name: typeof total === "string" ? `Pay ${total}` : total,
  });
  await expect(pay).toBeEnabled();
  // Submitted from the field, as a customer pressing Enter does: the frame grows and shrinks with
  // the form's messages, and a click aimed while it resizes can land beside the button.
  await number.press("Enter");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
}

/** Pays the quote on the summary page by card, through the development checkout. */
export async function payByCard(page: Page, total: string | RegExp): Promise<void> {
  await goToCardCheckout(page);
  await payOnCardForm(page, total);
}

/**
 * A new customer, in a browser of their own, makes a quote with `details` and pays its `total` by
 * card: a paid submission waiting for the researchers.
 */
export async function paidByNewCustomer(
  browser: Browser,
  details: Record<string, unknown>,
  total: string,
): Promise<{ id: string; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await createUser(context);
  const id = await quoteWithDetails(page, details, total);
  await payByCard(page, total);
  await context.close();
  return { id, email };
}

/** A customer, in a browser context of their own, who has paid for a quote by card. */
export async function paidByCard(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await createUser(context);
  const id = await quoteOnSummary(page, title);
  await payByCard(page, "$450.00");
  return { id, email, context };
}

/**
 * A customer, in a browser of their own, uploads `script` to a new quote, waits for the first
 * pass, and pays by card: the paid submission's id, and the customer's browser and page, still
 * open for the test to go on with (and close).
 */
export async function paidSubmissionWithScript(
  browser: Browser,
  title: string,
  script: { name: string; bytes: string | Buffer },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createUser(context);
  const id = await titledQuote(page, title);
  await page.locator('input[type="file"]').setInputFiles({
    name: script.name,
    mimeType: "text/plain",
    buffer: Buffer.from(script.bytes),
  });
  await expect(page.getByTestId("clearance-counts")).toContainText(
    /Our first pass found \d+ items/,
    { timeout: 60_000 },
  );
  await page.goto(`/summary/${id}`);
  // The price follows the script's length.
  await payByCard(page, /^Pay \$/);
  return { id, context, page };
}
