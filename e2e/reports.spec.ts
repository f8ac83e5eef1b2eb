import fs from "node:fs";
import path from "node:path";

import ExcelJS from "exceljs";
import { extractText } from "unpdf";

import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { paidByCard, paidSubmissionWithScript } from "./support/quotes";
import { publishedAllClear, researchStarted } from "./support/research";
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
  const itemIds = new Map<string, string>();
  for (const { category, text, code, finding } of findings) {
    const added = await admin.post(`${base}/items`, { data: { category, text } });
    expect(added.status()).toBe(201);
    const item = (await added.json()) as { id: string; version: number };
    itemIds.set(text, item.id);
    const saved = await admin.patch(`${base}/items/${item.id}`, {
      data: { expected_version: item.version, code, finding },
    });
    expect(saved.ok()).toBe(true);
  }

  // Whatever the first pass finds on the short script read with the quote is dismissed, in bulk.
  const firstPass = async () => {
    const listed = await admin.get(`${base}/items`);
    return (await listed.json()) as {
      script: { analysis_status: string } | null;
      items: { id: string; state: string }[];
    };
  };
  await expect.poll(async () => (await firstPass()).script?.analysis_status).toBe("done");
  const detected = (await firstPass()).items.filter((item) => item.state === "detected");
  if (detected.length > 0) {
    const dismissed = await admin.post(`${base}/items/bulk`, {
      data: { action: "dismiss", item_ids: detected.map((item) => item.id) },
    });
    expect(dismissed.ok()).toBe(true);
  }

  // The admin publishes from the submission's page, after its preview: figures and a draft PDF.
  await page.goto(`/admin/submission/${id}`);
  await page.getByRole("button", { name: "Publish report" }).click();
  const confirming = page.getByRole("dialog", { name: "Publish version 1?" });
  await expect(confirming).toContainText("2 items, 1 to change or seek permission for");
  await snap("report-publish-preview");
  const draftHref = await confirming
    .getByRole("link", { name: "Open the draft PDF" })
    .getAttribute("href");
  const draft = await page.request.get(draftHref!);
  expect(draft.headers()["content-type"]).toBe("application/pdf");
  const { text: draftPages } = await extractText(new Uint8Array(await draft.body()));
  for (const text of draftPages.map((page) => page.replace(/\s+/g, "")))
    expect(text).toContain("DRAFT—notpublished");
  expect(draftPages.join(" ")).toContain("A bar of this name trades in Duluth.");
  // Nothing is published by the preview.
  const before = await admin.get(`${base}/report/versions`);
  expect(((await before.json()) as { versions: unknown[] }).versions).toHaveLength(0);
  await confirming.getByRole("button", { name: "Confirm publish" }).click();
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
  // The items to act on come first: the conflict with its finding, not the clear pier.
  const toAct = customer.getByRole("region", { name: "Items to act on" });
  await expect(toAct).toContainText("Harbour Lights Bar");
  await expect(toAct).toContainText("A bar of this name trades in Duluth.");
  await expect(toAct).not.toContainText("Pier Nine");
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
  await tab.close();
  // Read back with pdf.js: the order number on the pages, every item's text.
  const { text: pages } = await extractText(new Uint8Array(await pdf.body()));
  const orderNumber = /NCS-\d{6}/.exec(pages.join("\n"))?.[0];
  expect(orderNumber).toBeDefined();
  expect(pages.every((text) => text.includes(orderNumber!))).toBe(true);
  for (const { text } of findings) expect(pages.join("\n")).toContain(text);
  // The first page after the cover lists the items to act on; an appendix lists all in script order.
  expect(pages[1]).toContain("Items to act on");
  expect(pages[1]).toContain("Harbour Lights Bar");
  expect(pages[1]).not.toContain("Pier Nine");
  expect(pages.at(-2)).toContain("Appendix: items in script order");

  // The XLSX, read back with exceljs: one row per item in the category sheets.
  const [, xlsxAnswer] = await Promise.all([
    customer.waitForEvent("popup").then((popup) => popup.close()),
    customer.waitForResponse(`**/api/submissions/${id}/report/1/xlsx`),
    customer.getByRole("button", { name: "XLSX" }).first().click(),
  ]);
  const xlsxUrl = ((await xlsxAnswer.json()) as { url: string }).url;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await (await customerContext.request.get(xlsxUrl)).body()) as unknown as ArrayBuffer,
  );
  // One row per item in the category sheets, and again in the script order sheet.
  const rowsOf = (sheets: ExcelJS.Worksheet[]) =>
    sheets.flatMap((sheet) => sheet.getSheetValues().slice(2).filter(Boolean));
  const categorySheets = workbook.worksheets.filter(
    (sheet) => !["Summary", "Script order"].includes(sheet.name),
  );
  expect(rowsOf(categorySheets)).toHaveLength(findings.length);
  expect(rowsOf([workbook.getWorksheet("Script order")!])).toHaveLength(findings.length);

  // The researcher sees the decisions.
  await page.reload();
  await expect(page.getByText("Customer decisions: 2 of 2 items")).toBeVisible();
  await expect(page.getByRole("table", { name: "Customer decisions" })).toContainText(
    "Is the Duluth bar still open?",
  );
  await snap("report-admin");

  // The researcher answers on the item's thread; the customer reads it in the conversation.
  const reply = await admin.post(`${base}/comments`, {
    data: {
      body: "It closed in 2019; the name is free to use.",
      item_id: itemIds.get("Harbour Lights Bar"),
      visibility: "customer",
    },
  });
  expect(reply.status()).toBe(201);
  await customer.reload();
  const conversation = customer.getByRole("button", {
    name: "Conversation about Harbour Lights Bar",
  });
  await expect(conversation).toHaveText("Conversation (2 messages)");
  await conversation.click();
  const dialog = customer.getByRole("dialog", { name: /Conversation about/ });
  await expect(dialog).toContainText("Is the Duluth bar still open?");
  await expect(dialog).toContainText("It closed in 2019; the name is free to use.");
  const conversationShot = test.info().outputPath("report-conversation.png");
  await customer.screenshot({ path: conversationShot });
  await test.info().attach("report-conversation", {
    path: conversationShot,
    contentType: "image/png",
  });
  await customerContext.close();
});

test("the customer reads the published items in the script, and goes back to the report", async ({
  page,
  context,
  browser,
}) => {
  // A customer uploads an original five-page script and pays for it.
  const {
    id,
    context: customerContext,
    page: customer,
  } = await paidSubmissionWithScript(browser, "Low Water", {
    name: "low-water.fountain",
    bytes: fs.readFileSync(path.resolve("e2e/fixtures/low-water.fountain")),
  });

  // A researcher gives every item of the first pass a code with a canned finding, then publishes.
  const { admin, base } = await researchStarted(page, context, id);
  await publishedAllClear(admin, base);

  // From the report to the script: the published items highlighted, with their codes.
  await customer.goto(`/submission/${id}`);
  await customer.getByRole("link", { name: "Read the script" }).click();
  await expect(customer.getByRole("heading", { name: "Script: Low Water" })).toBeVisible();
  await expect(
    customer.getByText(/^Highlighted: the items of your clearance report, version 1/),
  ).toBeVisible();
  const mara = customer.getByRole("button", { name: /\(Character name: Mara Quillen\)$/ });
  await mara.first().click();
  const popover = customer.getByRole("dialog", { name: "Item Mara Quillen" });
  await expect(popover).toContainText("Code");
  await expect(popover).not.toContainText("Suggested code");
  const shot = test.info().outputPath("report-script-view.png");
  await customer.screenshot({ path: shot, fullPage: false });
  await test.info().attach("report-script-view", { path: shot, contentType: "image/png" });

  // Back to the item's row in the report.
  await popover.getByRole("link", { name: "Open in the report" }).click();
  await expect(customer).toHaveURL(new RegExp(`/submission/${id}#item-[0-9a-f-]{36}$`));
  const row = customer.locator(`tr[id="${new URL(customer.url()).hash.slice(1)}"]`);
  await expect(row).toContainText("Mara Quillen");
  await expect(row).toBeInViewport();

  // Each item links to its first place in the script.
  await customer.getByRole("link", { name: "Mara Quillen in the script" }).first().click();
  await expect(customer).toHaveURL(new RegExp(`/submission/${id}/script#p\\d+-e\\d+$`));

  // The annotated script downloads beside the report once its job has drawn it: the script's
  // pages with the items marked, then the notes with their findings, then the legend.
  const annotatedLink = `/api/submissions/${id}/report/1/annotated`;
  await expect
    .poll(async () => (await customer.request.get(annotatedLink)).status(), { timeout: 90_000 })
    .toBe(200);
  await customer.goto(`/submission/${id}`);
  const [, annotatedAnswer] = await Promise.all([
    customer.waitForEvent("popup").then((popup) => popup.close()),
    customer.waitForResponse(`**${annotatedLink}`),
    customer.getByRole("button", { name: "Annotated script" }).first().click(),
  ]);
  const annotated = await customer.request.get(
    ((await annotatedAnswer.json()) as { url: string }).url,
  );
  expect(annotated.headers()["content-disposition"]).toMatch(/annotated script v1\.pdf"/);
  const { text: annotatedPages } = await extractText(new Uint8Array(await annotated.body()));
  expect(annotatedPages[0]).toMatch(/NCS-\d{6} · Annotated script, report version 1/);
  expect(annotatedPages.join("\n")).toMatch(/Notes[\s\S]*Mara Quillen[\s\S]*Finding:/);
  expect(annotatedPages.at(-1)).toContain("Legend");
  await customerContext.close();
});
