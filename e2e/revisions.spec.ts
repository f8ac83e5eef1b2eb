import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import { downloadBillingDocument } from "./support/pdfs";
import { payByCard } from "./support/quotes";
import { workOpenItems } from "./support/research";
import { lampKeeperInResearch, uploadRevisedDraft } from "./support/revisions";

const INVOICE_NUMBER = /INV-\d{4}-\d{4}/g;

/**
 * At 390 px wide, `cards` lie wholly inside the window, the page does not scroll sideways and
 * the table of changed scenes fits its card; the page is kept as `name`.png.
 */
async function fitsPhone(page: Page, name: string, cards: Locator[]) {
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    for (const card of cards) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The table of changed scenes stays inside its card, its last column included.
    const card = (await page.getByTestId("revision-card").boundingBox())!;
    const change = (await page
      .getByRole("table", { name: "Changed scenes" })
      .getByRole("columnheader", { name: "Change", exact: true })
      .boundingBox())!;
    expect(change.x + change.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }).toPass({ timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.setViewportSize(wide);
}

test("the customer uploads a revised draft, sees what changed, pays the delta and receives v2 with the changes since v1", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // The customer orders a clearance of the original draft; a researcher works every item and
  // publishes v1 through the API.
  const { id, customerContext, customer, admin, base } = await lampKeeperInResearch(
    browser,
    page,
    context,
  );
  expect((await workOpenItems(admin, base)).length).toBe(8);
  expect((await admin.post(`${base}/report`)).status()).toBe(201);

  // On v1 the customer decides on a character the revision will cut, and on one to be re-coded.
  await customer.goto(`/submission/${id}`);
  await expect(customer.getByText(/^Report NCS-\d{6} · published/)).toBeVisible();
  for (const [item, decision] of [
    ["Gus Hartigan", "Will change"],
    ["Tomas Vellan", "Accept"],
  ] as const) {
    await customer.getByRole("combobox", { name: `Your decision on ${item}` }).click();
    await customer.getByRole("option", { name: decision, exact: true }).click();
    await expect(customer.getByText(`Saved: ${decision}.`)).toBeVisible();
  }
  const reportNumber = /NCS-\d{6}/.exec(
    (await customer.getByText(/^Report NCS-\d{6} · published/).textContent())!,
  )![0];

  // The customer uploads the revised draft on the delivered submission and sees the changes.
  await customer.goto(`/submission/${id}`);
  await expect(customer.getByRole("heading", { name: "Revised draft", exact: true })).toBeVisible();
  await uploadRevisedDraft(customer, "lamp-keeper-revised.fountain");
  const scenes = customer.getByRole("table", { name: "Changed scenes" });
  await expect(scenes).toBeVisible({ timeout: 60_000 });
  await expect(scenes.getByRole("row")).toHaveCount(6);
  for (const [scene, change] of [
    ["2. EXT. CLIFF ROAD - NIGHT", "Changed"],
    ["3. INT. MARLOWE'S GARAGE - DAY", "Removed"],
    ["3. INT. COASTGUARD STATION - NIGHT", "Added"],
    ["4. EXT. HARBOUR MARKET - DAY", "Renumbered"],
    ["5. INT. FERRY TERMINAL - DAY", "Moved"],
  ])
    await expect(scenes.getByRole("row").filter({ hasText: scene })).toContainText(change!);
  await expect(customer.getByText("Changed pages: 2, 3 of 6")).toBeVisible();
  await expect(customer.getByText("Revision requested").first()).toBeVisible();
  await expect(customer.getByTestId("quote-total").first()).toHaveText("$16.00");
  await customer.screenshot({
    path: test.info().outputPath("revision-changes.png"),
    fullPage: true,
  });
  // The Price card keeps the first order's price apart from the delta still to pay.
  const price = customer.getByTestId("price-card");
  await expect(price.getByRole("heading", { name: /^First order NCS-/ })).toBeVisible();
  await expect(customer.getByTestId("revision-charge-1")).toContainText(
    "Delta quote$16.00, not ordered yet",
  );
  await fitsPhone(customer, "revision-changes-390", [customer.getByTestId("revision-card"), price]);

  // An admin may bill the delta by proforma instead, as a first order.
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByRole("button", { name: "Make a proforma" })).toBeVisible();

  // The delta quote is paid by card on the summary page like any quote.
  await customer.getByRole("link", { name: "Pay for the revision" }).click();
  await customer.waitForURL(`**/summary/${id}`);
  await expect(customer.getByTestId("quote-total")).toHaveText("$16.00");
  await customer.screenshot({
    path: test.info().outputPath("summary-revision.png"),
    fullPage: true,
  });
  await payByCard(customer, "$16.00");

  // Paid: both orders and what they came to; what changed stays open during research.
  await customer.goto(`/submission/${id}`);
  await expect(customer.getByText("In research").first()).toBeVisible();
  const first = await price.getByTestId("quote-total").textContent();
  await expect(customer.getByTestId("revision-charge-1")).toContainText("PaymentPaid");
  await expect(customer.getByTestId("revision-charge-1")).toContainText("Total$16.00");
  const dollars = (text: string | null) => Number(text!.replace(/[$,]/g, ""));
  expect(dollars(await customer.getByTestId("paid-total").textContent())).toBe(dollars(first) + 16);
  await expect(customer.getByRole("button", { name: /What changed in revision 1/ })).toBeVisible();
  await expect(customer.getByRole("table", { name: "Changed scenes" })).toBeVisible();
  await fitsPhone(customer, "revision-paid-390", [customer.getByTestId("revision-card"), price]);

  // Each order has its own invoice: the delta's, newest, for what the changed pages cost.
  const invoices = customer.getByRole("table", { name: "Invoices and credit notes" });
  await expect(invoices.getByRole("row").filter({ hasText: /INV-/ })).toHaveCount(2);
  const [deltaInvoice, firstInvoice] = (await invoices.textContent())!.match(INVOICE_NUMBER)!;
  expect(deltaInvoice).not.toBe(firstInvoice);
  await expect(invoices.getByRole("row").filter({ hasText: deltaInvoice! })).toContainText(
    "$16.00",
  );
  await expect(invoices.getByRole("row").filter({ hasText: firstInvoice! })).toContainText(first!);
  const delta = await downloadBillingDocument(customer, invoices, deltaInvoice!, [
    "Revised draft: changed pages",
    "Total paid",
    "$16.00",
  ]);
  expect(delta.text).not.toContain(firstInvoice!);

  // The admins' orders list shows both orders under the submission, and what it paid in all.
  const firstOrder = /NCS-\d{6}/.exec(
    (await price.getByRole("heading", { name: /^First order NCS-/ }).textContent())!,
  )![0];
  await page.goto(`/admin/list?q=${firstOrder}`);
  const orders = page.getByRole("table");
  await expect(orders.getByRole("row").filter({ hasText: "The Lamp Keeper" })).toContainText(
    `Paid in all ${(await customer.getByTestId("paid-total").textContent())!}`,
  );
  await expect(orders.getByRole("row").filter({ hasText: "First order" })).toContainText(first!);
  await expect(
    orders.getByRole("row").filter({ hasText: "Revision 1 (changed pages)" }),
  ).toContainText("$16.00");

  // The admin sees the marks, researches what is new and publishes v2.
  const items = await workOpenItems(admin, base);
  expect(items.filter((item) => item.carried_forward)).toHaveLength(5);
  expect(items.filter((item) => item.state === "superseded")).toHaveLength(2);
  await page.goto(`/admin/submission/${id}`);
  // The researcher sees which scenes changed, and which order paid for what.
  await expect(page.getByRole("table", { name: "Changed scenes" }).getByRole("row")).toHaveCount(6);
  await expect(page.getByRole("cell", { name: "Revision 1 (changed pages)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "First order" })).toBeVisible();
  await snap("admin-submission-revision");
  // The revision turns up a real harbour master: Tomas Vellan is re-coded.
  const tomas = items.find((item) => item.canonical === "Tomas Vellan")!;
  const recoded = await admin.patch(`${base}/items/${tomas.id}`, {
    data: {
      expected_version: tomas.version,
      code: "C",
      finding: "A harbour master of that name works in Penzance.",
    },
  });
  expect(recoded.ok()).toBe(true);
  expect((await admin.post(`${base}/report`)).status()).toBe(201);

  // The customer reads v2, carried-forward verdicts marked, and v1 is still there.
  await customer.goto(`/submission/${id}`);
  await expect(
    customer.getByRole("heading", { name: "Clearance report, version 2" }),
  ).toBeVisible();
  const table = customer.getByRole("table", { name: "Report items" });
  // Five carried forward by the revision (the script's own title among them), but Tomas Vellan's
  // verdict changed since: four stand.
  await expect(table.getByText("Carried forward")).toHaveCount(4);
  await expect(table.getByText("Gus Hartigan")).toHaveCount(0);
  await expect(customer.getByText(/^Version 1, /)).toBeVisible();
  // The same report number, both orders listed, and what changed since v1 with the decisions.
  await expect(
    customer.getByText(`Report ${reportNumber} · published`, { exact: false }),
  ).toBeVisible();
  await expect(customer.getByText(/^Orders: v1: NCS-\d{6} · v2: NCS-\d{6}$/)).toBeVisible();
  const changes = customer.getByRole("region", { name: "Changes since v1" });
  await expect(changes).toContainText(
    "3 added, 2 removed, 1 re-coded, 5 carried forward unchanged",
  );
  await expect(changes.getByRole("listitem").filter({ hasText: "Gus Hartigan" })).toContainText(
    /Was at p\. \d+, sc\. 3 \(scene removed\).*Your decision: v1: Will change on /,
  );
  await expect(changes.getByRole("listitem").filter({ hasText: "Tomas Vellan" })).toContainText(
    "Tomas Vellan: NC (",
  );
  // In the table (a laptop's layout; a phone's cards hold the same).
  const earlier = table.getByLabel("Earlier decisions on Tomas Vellan");
  await expect(earlier).toContainText("Carried from v1");
  await expect(earlier).toContainText(/v1: Accept on /);
  await expect(table.getByRole("combobox", { name: "Your decision on Tomas Vellan" })).toHaveValue(
    "Accept",
  );
  await changes.scrollIntoViewIfNeeded();
  await customer.screenshot({
    path: test.info().outputPath("customer-v2-changes.png"),
    fullPage: true,
  });
  await customer.screenshot({
    path: test.info().outputPath("customer-v2.png"),
    fullPage: true,
  });
  // v1 still opens, through its own signed link.
  const [tab, answer] = await Promise.all([
    customer.waitForEvent("popup"),
    customer.waitForResponse(`**/api/submissions/${id}/report/1/pdf`),
    customer.getByRole("button", { name: "PDF" }).nth(1).click(),
  ]);
  const { url } = (await answer.json()) as { url: string };
  const pdf = await customerContext.request.get(url);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await tab.close();
  await customerContext.close();
});
