import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { goToCardCheckout, payOnCardForm, quoteOnSummary } from "./support/quotes";

/** A customer's quote, titled through the API as the editor saves it, its card form open. */
async function quoteAtCheckout(customer: Page, title: string): Promise<string> {
  const id = await quoteOnSummary(customer, title);
  await goToCardCheckout(customer);
  return id;
}

/** A customer signed up and signed in, in a browser of their own. */
async function customerOfTheirOwn(browser: Browser, email?: string) {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const user = await createUser(customerContext, { email });
  return { customerContext, customer, email: user.email };
}

/** The number of a submission's order, as its owner's API reports it. */
async function orderNumberOf(context: BrowserContext, id: string): Promise<string> {
  const response = await context.request.get(`/api/submissions/${id}`);
  const { order } = (await response.json()) as { order: { number: string } | null };
  return order!.number;
}

test("an admin finds a customer's orders, filters and sorts them, and exports the CSV", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const tag = randomUUID().slice(0, 6);
  // Titles whose A–Z order is not the order they were created in.
  const paidTitle = `Alder Court ${tag}`;
  const pendingTitle = `Beacon Street ${tag}`;

  // A customer, in a browser of their own, pays for one quote and abandons the other's checkout.
  const { customerContext, customer, email } = await customerOfTheirOwn(browser);
  const paidId = await quoteAtCheckout(customer, paidTitle);
  await payOnCardForm(customer, "$450.00");
  const number = await orderNumberOf(customerContext, paidId);
  expect(number).toMatch(/^NCS-\d{6}$/);
  await quoteAtCheckout(customer, pendingTitle);
  await customer.reload();
  await expect(customer.getByText("Your payment is not finished")).toBeVisible();
  await customerContext.close();

  await createUser(context, { admin: true });
  await page.goto("/admin/list");
  await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search" });
  const table = page.getByRole("table");
  // Each row's title links to the submission; their order is the list's.
  const titles = table.getByRole("link");

  // By the customer's e-mail: both orders, newest first.
  await search.fill(email);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === email);
  await expect(titles).toHaveText([pendingTitle, paidTitle]);
  const paidRow = table.getByRole("row").filter({ hasText: paidTitle });
  await expect(paidRow).toContainText(number);
  await expect(paidRow).toContainText(email);
  await expect(paidRow).toContainText("Paid");
  await expect(paidRow).toContainText("Card");
  await expect(paidRow).toContainText("$450.00");
  await expect(paidRow).toContainText("On track"); // due in 10 business days
  const pendingRow = table.getByRole("row").filter({ hasText: pendingTitle });
  await expect(pendingRow).toContainText("Awaiting payment");
  await expect(pendingRow).not.toContainText("On track");
  await expect(table.getByRole("link", { name: paidTitle })).toHaveAttribute(
    "href",
    `/admin/submission/${paidId}`,
  );
  await expect(page.getByText("2 orders")).toBeVisible();
  await snap("admin-orders");

  // Sorted by title, then the other way.
  const titleHeader = table.getByRole("columnheader", { name: "Title" });
  await expect(titleHeader).toHaveAttribute("aria-sort", "none");
  await expect(table.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await titleHeader.getByRole("button").click();
  await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(titles).toHaveText([paidTitle, pendingTitle]);
  await titleHeader.getByRole("button").click();
  await expect(titleHeader).toHaveAttribute("aria-sort", "descending");
  await expect(titles).toHaveText([pendingTitle, paidTitle]);

  // By order number.
  await search.fill(number);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === number);
  await expect(titles).toHaveText([paidTitle]);

  // By status, kept in the URL across a reload.
  await search.fill(email);
  await expect(titles).toHaveText([pendingTitle, paidTitle]);
  const status = page.getByRole("combobox", { name: "Status" });
  await status.click();
  await page.getByRole("option", { name: "In research", exact: true }).click();
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await expect(search).toHaveValue(email);
  await expect(status).toHaveValue("In research");
  await status.click();
  await page.getByRole("option", { name: "Paid", exact: true }).click();
  await expect(titles).toHaveText([paidTitle]);

  // The CSV holds what the filters show, on every page.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), "utf8");
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines).toHaveLength(3); // the header, one order, and the line end after it
  expect(lines[0]).toBe(
    "Order,Kind,Title,Customer,Status,Payment,Method,Total,Refunded,Paid,Currency,Paid at,Due date,SLA,Created,Updated,Submission",
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^${number},First order,${paidTitle},${email.replace(/\./g, "\\.")},Paid,Paid,Card,450\\.00,0\\.00,450\\.00,USD,[^,]+,\\d{4}-\\d{2}-\\d{2},On track,[^,]+,[^,]+,${paidId}$`,
    ),
  );
  expect(lines[2]).toBe("");

  // Clearing the filters empties the search too.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
  await expect(status).toHaveValue("");
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has("q") && !url.searchParams.has("status"),
  );
});

test("at 1366 px the orders table shows every column within its card, nothing cut off", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // A long address and title: the widest a row gets.
  const tag = randomUUID().slice(0, 6);
  const { customerContext, customer, email } = await customerOfTheirOwn(
    browser,
    `a.rather.long.customer.address.${tag}@production-company.example.com`,
  );
  await quoteAtCheckout(customer, `The Long and Winding Road to the Harbour ${tag}`);
  await customerContext.close();

  await createUser(context, { admin: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/admin/list?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: email })).toBeVisible();

  const card = (await table
    .locator("xpath=ancestor::div[contains(@class, 'mantine-Card-root')]")
    .boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  const last = (await table.getByRole("columnheader", { name: "Updated" }).boundingBox())!;
  expect(card.x + card.width).toBeLessThanOrEqual(1366);
  expect(tableBox.width).toBeLessThanOrEqual(card.width + 0.5);
  expect(last.x + last.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await snap("admin-orders-1366");
});
