import type { Page } from "@playwright/test";

import { HEIST_DOCX } from "@/lib/screenplay/fixtures/docx-fixtures";
import { WESTERN_FDX } from "@/lib/screenplay/fixtures/fdx-fixtures";
import { SOLICITORS_LETTER } from "@/lib/screenplay/fixtures/not-screenplays";
import { renderDocumentPdf, renderScreenplayPdf } from "@/lib/screenplay/fixtures/pdf-fixtures";
import { LAST_FERRY } from "@/lib/screenplay/fixtures/pdf-scripts";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { startQuote } from "./support/quotes";

const FOUNTAIN = `Title: Low Tide
Author: E2E Writer

INT. BOATHOUSE - NIGHT

Rain on the tin roof. INES (30s) bails water from a rowing boat.

INES
It never stops.

MARCO (O.S.)
Then neither do we.

EXT. JETTY - CONTINUOUS

A lantern swings.
`;

type Upload = { name: string; mimeType: string; buffer: Buffer };
const file = (name: string, mimeType: string, bytes: Uint8Array | string): Upload => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

async function uploadScript(page: Page, upload: Upload) {
  await page.locator('input[type="file"]').setInputFiles(upload);
}

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

test("an empty list invites a first quote", async ({ page, context }) => {
  await createUser(context);
  await page.goto("/");
  await expect(page.getByText("No submissions yet")).toBeVisible();
  await page.getByRole("button", { name: "Start a new quote" }).click();
  await page.waitForURL(/\/quote\/[0-9a-f-]{36}$/);
});

for (const { format, upload, pages, scenes } of [
  {
    format: "PDF",
    upload: async () =>
      file("last-ferry.pdf", "application/pdf", await renderScreenplayPdf(LAST_FERRY)),
    pages: "3",
    scenes: "4",
  },
  {
    format: "Final Draft",
    upload: async () => file("western.fdx", "application/xml", WESTERN_FDX),
    pages: "≈ 3",
    scenes: "3",
  },
  {
    format: "Fountain",
    upload: async () => file("low-tide.fountain", "text/plain", FOUNTAIN),
    pages: "≈ 1",
    scenes: "2",
  },
  {
    format: "Plain text",
    upload: async () => file("low-tide.txt", "text/plain", FOUNTAIN),
    pages: "≈ 1",
    scenes: "2",
  },
  {
    format: "Word",
    upload: async () =>
      file(
        "heist.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        HEIST_DOCX(),
      ),
    pages: "≈ 1",
    scenes: "2",
  },
]) {
  test(`New → upload ${format} → page count and price → summary`, async ({
    page,
    context,
    snap,
  }) => {
    await createUser(context);
    await startQuote(page);
    const script = await upload();
    await uploadScript(page, script);

    // The toast first: it shows as the read ends, and closes by itself a few seconds later.
    await expect(page.getByText("Script read")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(script.name, { exact: true })).toBeVisible();
    await expect(figure(page, "scenes")).toContainText(scenes);
    await expect(page.getByText(`${format} · uploaded`, { exact: false })).toBeVisible();
    await expect(figure(page, "pages")).toHaveText(
      pages.startsWith("≈") ? `${pages}Pages (estimated)` : `${pages}Pages`,
    );
    await expect(page.getByTestId("quote-total")).toHaveText("$450.00");
    await snap(`quote-${format}`);

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(`The ${format} Job`);
    await page.getByRole("checkbox", { name: "Title clearance" }).check();
    await page.getByRole("radio", { name: "Rush" }).check();
    // (450 + 350) × 2
    await expect(page.getByTestId("quote-total")).toHaveText("$1,600.00");
    await page.getByRole("button", { name: "Continue" }).click();

    await page.waitForURL(/\/summary\//);
    await expect(page.getByRole("heading", { name: `Summary: The ${format} Job` })).toBeVisible();
    await expect(page.getByTestId("quote-total")).toHaveText("$1,600.00");
    await expect(page.getByText("Rush, 2 business days")).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${script.name.replace(".", "\\.")} \\(${format}\\)`)),
    ).toBeVisible();
    await snap(`summary-${format}`);
  });
}

test.describe(() => {
  test.use({ allowedConsoleErrors: /status of 415/ });

  test("a disguised file is refused with the reason, and the quote is unchanged", async ({
    page,
    context,
  }) => {
    await createUser(context);
    await startQuote(page);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await uploadScript(page, file("screenplay.pdf", "application/pdf", png));
    await expect(page.getByText("This file could not be used")).toBeVisible();
    await expect(page.getByText(/This file is not a screenplay format we read/)).toBeVisible();
    await expect(page.getByText("Drop your script here, or click to choose it")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  });
});

test("a long PDF that is not a screenplay ends with the reason on the page, not a stuck reading bar", async ({
  page,
  context,
}) => {
  await createUser(context);
  await startQuote(page);
  // Twelve pages of letters: too long to read at upload, so the background read refuses it.
  const letters = await renderDocumentPdf(SOLICITORS_LETTER, { copies: 12 });
  await uploadScript(page, file("letters.pdf", "application/pdf", letters));
  // The card's alert (a notification says it too, as the read ends).
  const refusal = page.getByRole("alert").filter({ hasText: "This file could not be used" });
  const reason = /This file does not look like a screenplay: we found no scene headings/;
  await expect(refusal).toContainText(reason, { timeout: 30_000 });
  await expect(page.getByText("Drop your script here, or click to choose it")).toBeVisible();
  await expect(page.getByTestId("quote-total")).toHaveText("$450.00");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  // As the server renders it again.
  await page.reload();
  await expect(refusal).toContainText(reason);
  await expect(page.getByText(/^Reading /)).toHaveCount(0);
});

test("details save as you type, and the list shows the quote", async ({ page, context }) => {
  await createUser(context);
  const id = await startQuote(page);
  await uploadScript(page, file("low-tide.fountain", "text/plain", FOUNTAIN));
  await expect(figure(page, "scenes")).toContainText("2", { timeout: 30_000 });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Low Tide");
  await page.getByRole("textbox", { name: "City" }).fill("Lisbon");
  await page.getByRole("button", { name: "Add an item" }).click();
  await page.getByRole("textbox", { name: "Extra item 1" }).fill("Café Marés");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Low Tide");
  await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Lisbon");
  await expect(page.getByRole("textbox", { name: "Extra item 1" })).toHaveValue("Café Marés");

  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "View file" }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab.locator("body")).toContainText("INT. BOATHOUSE - NIGHT");
  await tab.close();

  await page.getByRole("link", { name: "List" }).click();
  const row = page.getByRole("row", { name: /Low Tide/ });
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("$450.00");
  await row.getByRole("link", { name: "Low Tide" }).click();
  await page.waitForURL(`**/quote/${id}`);
});

test("an untitled quote takes the title page's title; a typed one stays", async ({
  page,
  context,
}) => {
  await createUser(context);
  const dated = FOUNTAIN.replace(
    "Author: E2E Writer",
    "Author: E2E Writer\nDraft date: Blue Draft",
  );
  await startQuote(page);
  await uploadScript(page, file("low-tide.fountain", "text/plain", dated));
  await expect(page.getByTestId("title-page")).toHaveText("Written by E2E Writer · Blue Draft", {
    timeout: 30_000,
  });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Low Tide");
  await expect(page.getByRole("heading", { name: "Low Tide" })).toBeVisible();
  await page.getByRole("link", { name: "List" }).click();
  await expect(page.getByRole("row", { name: /Low Tide/ })).toBeVisible();

  await startQuote(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("High Water");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await uploadScript(page, file("low-tide.fountain", "text/plain", dated));
  await expect(page.getByTestId("title-page")).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("High Water");
});

test("another customer's quote is not found", async ({ page, context, browser }) => {
  await createUser(context);
  const id = await startQuote(page);
  const stranger = await browser.newContext();
  await createUser(stranger);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/quote/${id}`);
  await expect(strangerPage.getByText("This quote does not exist or is not yours.")).toBeVisible();
  await stranger.close();
});

test("billing details given on the summary are kept for the next order", async ({
  page,
  context,
}) => {
  await createUser(context);
  const id = await startQuote(page);
  await page.goto(`/summary/${id}`);
  const save = page.getByRole("button", { name: "Save billing details" });
  await page.getByRole("textbox", { name: "Name" }).fill("Ines Duarte");
  await page.getByRole("textbox", { name: "Company" }).fill("Maré Films Lda");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("Rua do Alecrim 12");
  await page.getByRole("textbox", { name: "City" }).fill("Lisbon");
  await save.click();
  await expect(page.getByText("Choose the country from the list.")).toBeVisible();

  await page.getByRole("combobox", { name: "Country" }).fill("Portu");
  await page.getByRole("option", { name: "Portugal" }).click();
  await save.click();
  await expect(page.getByText("Billing details saved")).toBeVisible();

  await page.goto("/profile");
  await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Maré Films Lda");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("Portugal");
});

test("the quote page at 390 and 1366 px: empty, then filled in", async ({
  page,
  context,
  snap,
}) => {
  await createUser(context);
  await startQuote(page);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(`quote-empty-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await uploadScript(page, file("low-tide.fountain", "text/plain", FOUNTAIN));
  await expect(figure(page, "scenes")).toContainText("2", { timeout: 30_000 });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Low Tide");
  await page.getByLabel("Project type").selectOption({ label: "TV episode" });
  await page.getByRole("combobox", { name: "Alternative titles" }).fill("Maré Baixa");
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Series name" }).fill("Tides");
  await page
    .getByRole("textbox", { name: "Notes for the researchers" })
    .fill(
      "The ferry company is real.\nSo is the lighthouse keeper.\nWe cleared the harbour already.",
    );
  await page.getByRole("button", { name: "Add an item" }).click();
  await page.getByRole("textbox", { name: "Extra item 1" }).fill("Café Marés");
  await page.getByRole("checkbox", { name: "Title clearance" }).check();
  await page.getByRole("radio", { name: "Rush" }).check();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(`quote-filled-${width}`);
  }
});
