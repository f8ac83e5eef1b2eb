import type { Browser, Page } from "@playwright/test";

import { createUser } from "./accounts";
import { expect } from "./fixtures";

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
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  return id;
}

/** A quote made and titled through the API as the editor would, opened on its summary page. */
export async function quoteOnSummary(page: Page, title: string): Promise<string> {
  const { request } = page.context();
  const started = await request.get("/api/submissions/new");
  const { correlation_id: id } = (await started.json()) as { correlation_id: string };
  expect((await request.patch(`/api/submissions/${id}`, { data: { title } })).ok()).toBe(true);
  await page.goto(`/summary/${id}`);
  await expect(page.getByTestId("quote-total")).toHaveText("$450.00");
  return id;
}

/** From the summary page to the card processor's hosted checkout (the development stand-in). */
export async function goToCardCheckout(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: "I accept the terms of service" }).check();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveTitle("Test checkout");
}

/**
 * A customer, in a browser of their own, uploads `script` to a new quote, waits for the first
 * pass, and pays by card; the paid submission's id.
 */
export async function paidSubmissionWithScript(
  browser: Browser,
  title: string,
  script: { name: string; text: string },
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createUser(context);
  const id = await titledQuote(page, title);
  await page.locator('input[type="file"]').setInputFiles({
    name: script.name,
    mimeType: "text/plain",
    buffer: Buffer.from(script.text),
  });
  await expect(page.getByTestId("clearance-counts")).toContainText(
    /Our first pass found \d+ items/,
    { timeout: 60_000 },
  );
  await page.goto(`/summary/${id}`);
  await goToCardCheckout(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await context.close();
  return id;
}
