import { HARBOUR_LIGHT } from "@/test/clearance-script";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { titledQuote } from "./support/quotes";

test("the customer sees the first pass's counts; an admin reads its items", async ({
  page,
  context,
  snap,
}) => {
  const { email } = await createUser(context);
  const id = await titledQuote(page, "The Harbour Light");

  await page.locator('input[type="file"]').setInputFiles({
    name: "harbour-light.fountain",
    mimeType: "text/plain",
    buffer: Buffer.from(HARBOUR_LIGHT),
  });
  const counts = page.getByTestId("clearance-counts");
  await expect(counts).toContainText(/Our first pass found \d+ items/, { timeout: 30_000 });
  await expect(counts).toContainText("Character name");
  await snap("quote-clearance-counts");

  // The same browser, now signed in as a researcher.
  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByRole("heading", { name: "Submission: The Harbour Light" })).toBeVisible();
  await expect(page.getByText(`Customer: ${email}`)).toBeVisible();
  await expect(
    page.getByText(/harbour-light\.fountain · version 1 · Analysed in \d+ ms on/),
  ).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Item" })).toBeVisible();
  await snap("admin-clearance-items");

  // The chip's radio is visually hidden; people click its label.
  await page.locator("label", { hasText: /^Character name · \d+$/ }).click();
  await expect(page.getByRole("radio", { name: /^Character name · / })).toBeChecked();
  const table = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Occurrences" }) })
    .first();
  const rows = table.locator("tbody > tr");
  await expect(rows.first()).toContainText("Character name");
  await expect(rows.filter({ hasNotText: "Character name" })).toHaveCount(0);

  const dana = table.getByRole("button", { name: /Dana/i }).first();
  await dana.click();
  await expect(dana).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Occurrences" })).toBeVisible();
  // The innermost row: the occurrence itself, not the details row around it.
  const introduction = page.getByRole("row").filter({ hasText: "a tired ferry pilot" }).last();
  await expect(introduction.locator("mark")).toHaveText("DANA WHITLOCK");
  await expect(page.getByRole("heading", { name: "Why it was flagged" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Signals" }).getByRole("listitem").first(),
  ).toContainText(/[↑↓]/);
  await snap("admin-clearance-item-open");
});
