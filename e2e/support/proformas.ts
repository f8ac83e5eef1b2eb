/** Helpers of the proforma walks: PDFs e-mailed, customers with a quote to pay. */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

import { createUser } from "./accounts";
import { withDatabase } from "./database";
import { latestEmail } from "./mailbox";
import { quoteOnSummary } from "./quotes";
import { mainServer } from "./servers";

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

/** Dates the issued proforma `number` back to `day`, as if its transfer took days to come. */
export async function proformaIssuedOn(number: string, day: string): Promise<void> {
  const [, year, sequence] = /^PF-(\d{4})-(\d{4})$/.exec(number)!;
  const { rowCount } = await withDatabase((client) =>
    client.query("update proformas set issue_date = $3 where year = $1 and sequence = $2", [
      Number(year),
      Number(sequence),
      day,
    ]),
  );
  expect(rowCount).toBe(1);
}
