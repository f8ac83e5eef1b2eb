import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { extractText } from "unpdf";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { payByCard, quoteWithDetails } from "./support/quotes";
import { publishThroughPreview, researchStarted } from "./support/research";

// Publishing before the verdict is refused on purpose (409).
test.use({ allowedConsoleErrors: /status of 409/ });

const OPINION = "%PDF-1.4\n% The attorney's opinion on the title Jaws\n%%EOF\n";
const SUMMARY = "Jaws is the title of a famous film in the same medium and territory.";

/** A full-page screenshot of `page`, attached to the test's results. */
async function shoot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: "image/png" });
}

test("the ordered title clearance holds the report back until decided, then reaches the customer's page, the PDF, the XLSX and the opinion download", async ({
  page,
  context,
  browser,
}) => {
  // A customer orders script and title clearance for "Jaws" and pays by card.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await createUser(customerContext);
  const details = {
    title: "Jaws",
    title_clearance: true,
    setting_country: "US",
    project_type: "feature",
  };
  const id = await quoteWithDetails(customer, details, "$800.00");
  await payByCard(customer, "$800.00");

  // A researcher works the script's one item.
  const { admin, base } = await researchStarted(page, context, id);
  const added = await admin.post(`${base}/items`, {
    data: { category: "location", text: "Amity Island" },
  });
  expect(added.status()).toBe(201);
  const item = (await added.json()) as { id: string; version: number };
  const saved = await admin.patch(`${base}/items/${item.id}`, {
    data: { expected_version: item.version, code: "NC", finding: "No real island of this name." },
  });
  expect(saved.ok()).toBe(true);

  // The title clearance is not done: the Report card says so, and publishing is refused.
  await page.goto(`/admin/submission/${id}`);
  await expect(
    page.getByRole("alert").filter({ hasText: "Title clearance not done" }),
  ).toBeVisible();
  // The preview before publishing says why it would be refused, and offers no confirmation.
  await page.getByRole("button", { name: "Publish report" }).click();
  const preview = page.getByRole("dialog", { name: "Publish version 1?" });
  await expect(
    preview.getByText(/ordered a title clearance and its verdict is not decided/),
  ).toBeVisible();
  await expect(preview.getByRole("button", { name: "Confirm publish" })).toBeDisabled();

  // The researcher adds a title found elsewhere, decides the verdict and attaches the opinion.
  await page.goto(`/title-clearance/${id}`);
  const form = page.getByRole("region", { name: "Add a title" });
  await form.getByRole("textbox", { name: "Title" }).fill("Jaws of the North");
  await form.getByRole("textbox", { name: "Territory" }).fill("United Kingdom");
  await form.getByRole("textbox", { name: "Note" }).fill("A 2009 documentary series.");
  await form.getByRole("button", { name: "Add title" }).click();
  await expect(page.getByText("“Jaws of the North” added.")).toBeVisible();
  await page.getByRole("radio", { name: "Conflict" }).check();
  await page.getByRole("textbox", { name: "Summary" }).fill(SUMMARY);
  await page.getByRole("button", { name: "Save verdict" }).click();
  await expect(page.getByText("Verdict saved.")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: "Jaws title opinion.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(OPINION),
  });
  await expect(page.getByText("Attorney opinion attached.")).toBeVisible();

  // Now it publishes, and the warning is gone.
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByText("Title clearance not done")).toHaveCount(0);
  await publishThroughPreview(page, 1);

  // The customer's page shows the title clearance under the results, server-rendered.
  await customer.goto(`/submission/${id}`);
  const card = customer.getByRole("region", { name: "Title clearance" });
  await expect(card).toContainText("Conflict");
  await expect(card).toContainText(SUMMARY);
  await expect(card).toContainText("Territories searched");
  await expect(card.getByRole("article", { name: "Jaws", exact: true })).toContainText(
    "Exact title (to “Jaws”)",
  );
  await expect(card.getByRole("article", { name: "Jaws of the North", exact: true })).toContainText(
    "Film, United Kingdom",
  );
  await card.scrollIntoViewIfNeeded();
  await shoot(customer, "title-clearance-report-1366");
  await customer.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  // No sideways scrolling on a phone.
  expect(
    await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await shoot(customer, "title-clearance-report-390");
  await customer.setViewportSize({ width: 1366, height: 900 });

  // The opinion downloads beside the PDF through a short-lived signed link: the letter attached.
  const [tab, answer] = await Promise.all([
    customer.waitForEvent("popup"),
    customer.waitForResponse(`**/api/submissions/${id}/report/1/opinion`),
    customer.getByRole("button", { name: "Title opinion", exact: true }).click(),
  ]);
  const opinion = await customerContext.request.get(((await answer.json()) as { url: string }).url);
  expect(await opinion.text()).toBe(OPINION);
  await tab.close();

  // The PDF, read back with pdf.js: the title clearance section with the verdict and titles.
  const pdfLink = await customerContext.request.get(`/api/submissions/${id}/report/1/pdf`);
  const pdf = await customerContext.request.get(((await pdfLink.json()) as { url: string }).url);
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Title clearance Verdict Conflict");
  expect(flat).toContain(SUMMARY);
  expect(flat).toContain("Jaws of the North");
  expect(flat).toContain("Jaws title opinion.pdf, attached to this report version");

  // The XLSX: a Title clearance sheet with both titles.
  const xlsxLink = await customerContext.request.get(`/api/submissions/${id}/report/1/xlsx`);
  const xlsx = await customerContext.request.get(((await xlsxLink.json()) as { url: string }).url);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Title clearance");
  expect(sheet).toBeDefined();
  const titles = sheet!.getColumn(2).values.map(String);
  expect(titles).toEqual(expect.arrayContaining(["Jaws", "Jaws of the North"]));
  await customerContext.close();
});
