/** Helpers of the proforma walks: PDFs downloaded and e-mailed, customers with a quote to pay. */
import { readFile } from "node:fs/promises";

import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { extractText } from "unpdf";

import { createUser } from "./accounts";
import { latestEmail } from "./mailbox";
import { quoteOnSummary } from "./quotes";
import { mainServer } from "./servers";

/**
 * Clicks `link` on `page` and reads the PDF it downloads with pdf.js (so it is a real PDF that
 * opens): its suggested file name and its text.
 */
export async function downloadPdf(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text };
}

/** The newest e-mail to `to` whose subject matches, which carries `filename` as its one PDF. */
export async function emailWithPdf(to: string, subject: RegExp, filename: string) {
  const mail = await latestEmail(mainServer, to, subject);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename, contentType: "application/pdf" }),
  ]);
  return mail;
}

/**
 * The customer's "Payment received" e-mail and their submission's page once their proforma
 * `number` is paid: the order paid by bank transfer. The payment table, for more checks.
 */
export async function customerSeesProformaPaid(
  page: Page,
  { email, id, number }: { email: string; id: string; number: string },
): Promise<Locator> {
  await latestEmail(mainServer, email, /^Payment received: order NCS-\d{6}$/);
  await page.goto(`/submission/${id}`);
  const payment = page.getByRole("table").filter({ hasText: "Order" }).last();
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText("Bank transfer");
  await expect(page.getByText(`Proforma invoice ${number} is paid`)).toBeVisible();
  return payment;
}

/**
 * Another customer, in a browser context of their own, with `billing` saved and a quote titled
 * `title` on its summary: the context (to close) and the quote's id.
 */
export async function customerWithQuote(
  browser: Browser,
  billing: Record<string, string>,
  title: string,
): Promise<{ customer: BrowserContext; id: string }> {
  const customer = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(customer);
  const saved = await customer.request.patch("/api/user/billing", { data: billing });
  expect(saved.ok()).toBe(true);
  return { customer, id: await quoteOnSummary(await customer.newPage(), title) };
}
