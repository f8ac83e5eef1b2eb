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
    page.getByText(/harbour-light\.fountain · version 1 · Analyzed in \d+ ms on/),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Results" });
  await expect(table.getByRole("columnheader", { name: /^Item/ })).toBeVisible();
  await snap("admin-clearance-items");

  // The results table's category filter is a select; its choice goes to the URL.
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: /^Character name · \d+$/ }).click();
  await expect(page).toHaveURL(/category=character_name/);
  const rows = table.locator("tbody > tr");
  await expect(rows.first()).toContainText("Character name");
  await expect(rows.filter({ hasNotText: "Character name" })).toHaveCount(0);

  // An item opens in the editor, with its occurrences and why it was flagged.
  await table
    .getByRole("link", { name: /^Open Dana/i })
    .first()
    .click();
  const editor = page.getByRole("dialog", { name: /Dana/i });
  await expect(editor.getByRole("heading", { name: /^Occurrences/ })).toBeVisible();
  const introduction = editor.getByRole("row").filter({ hasText: "a tired ferry pilot" });
  await expect(introduction.locator("mark")).toHaveText("DANA WHITLOCK");
  await expect(editor.getByRole("heading", { name: "Why it was flagged" })).toBeVisible();
  await expect(
    editor.getByRole("list", { name: "Signals" }).getByRole("listitem").first(),
  ).toContainText(/[↑↓]/);
  await snap("admin-clearance-item-open");
});
