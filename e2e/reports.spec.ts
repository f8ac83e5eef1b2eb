import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { paidByCard } from "./support/quotes";
import { researchStarted } from "./support/research";
import { mainServer } from "./support/servers";

test("an admin publishes v1; the customer gets the e-mail, reads the results, decides and downloads the PDF", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { id, email, context: customerContext } = await paidByCard(browser, "Harbour Lights");

  // A researcher starts the research and records a finding on two items through the API.
  const { admin, base } = await researchStarted(page, context, id);
  const findings = [
    {
      category: "business",
      text: "Harbour Lights Bar",
      code: "C",
      finding: "A bar of this name trades in Duluth.",
    },
    { category: "location", text: "Pier Nine", code: "NC", finding: "No real pier of this name." },
  ];
  for (const { category, text, code, finding } of findings) {
    const added = await admin.post(`${base}/items`, { data: { category, text } });
    expect(added.status()).toBe(201);
    const item = (await added.json()) as { id: string; version: number };
    const saved = await admin.patch(`${base}/items/${item.id}`, {
      data: { expected_version: item.version, code, finding },
    });
    expect(saved.ok()).toBe(true);
  }

  // The admin publishes from the submission's page.
  await page.goto(`/admin/submission/${id}`);
  await page.getByRole("button", { name: "Publish report" }).click();
  await expect(
    page.getByText("Version 1 published; the customer is being e-mailed."),
  ).toBeVisible();
  await expect(page.getByText(/^Version 1 · .* · 2 items$/)).toBeVisible();
  await expect(page.getByText("Delivered").first()).toBeVisible();

  // The customer hears of it, with a link and no attachment.
  const mail = await latestEmail(
    mainServer,
    email,
    /clearance report for “Harbour Lights” is ready/,
  );
  expect(mail.links).toContain(`${mainServer.baseURL}/submission/${id}`);

  // The customer reads the results, server-rendered, filters them and decides.
  const customer = await customerContext.newPage();
  await customer.goto(`/submission/${id}`);
  const table = customer.getByRole("table", { name: "Report items" });
  await expect(
    customer.getByRole("heading", { name: "Clearance report, version 1" }),
  ).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(3);
  await customer.getByRole("textbox", { name: "Search" }).fill("duluth");
  await expect(table.getByRole("row")).toHaveCount(2);
  await customer.getByRole("textbox", { name: "Search" }).fill("");

  await customer.getByRole("combobox", { name: "Your decision on Pier Nine" }).click();
  await customer.getByRole("option", { name: "Accept", exact: true }).click();
  await expect(customer.getByText("Saved: Accept.")).toBeVisible();

  await customer.getByRole("combobox", { name: "Your decision on Harbour Lights Bar" }).click();
  await customer.getByRole("option", { name: "Question", exact: true }).click();
  await customer
    .getByRole("textbox", { name: "Your question" })
    .fill("Is the Duluth bar still open?");
  await customer.getByRole("button", { name: "Send the question" }).click();
  await expect(customer.getByText("Saved: Question.")).toBeVisible();
  await expect(table.getByText("Is the Duluth bar still open?")).toBeVisible();
  const shot = test.info().outputPath("report-results-customer.png");
  await customer.screenshot({ path: shot, fullPage: true });
  await test.info().attach("report-results-customer", { path: shot, contentType: "image/png" });

  // The PDF opens in a new tab through a short-lived signed link (the GET helper's answer).
  const [tab, answer] = await Promise.all([
    customer.waitForEvent("popup"),
    customer.waitForResponse(`**/api/submissions/${id}/report/1/pdf`),
    customer.getByRole("button", { name: "PDF" }).first().click(),
  ]);
  const { url } = (await answer.json()) as { url: string };
  expect(url).toContain("/api/files/");
  const pdf = await customerContext.request.get(url);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await tab.close();

  // The researcher sees the decisions.
  await page.reload();
  await expect(page.getByText("Customer decisions: 2 of 2 items")).toBeVisible();
  await expect(page.getByRole("table", { name: "Customer decisions" })).toContainText(
    "Is the Duluth bar still open?",
  );
  await snap("report-admin");
  await customerContext.close();
});
