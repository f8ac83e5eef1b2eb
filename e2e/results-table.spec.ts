import type { Locator, Page } from "@playwright/test";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { paidSubmissionWithScript } from "./support/quotes";
import { LANTERN_KEEPER } from "./support/screenplays";

const PHONE = { width: 390, height: 844 };

/** Picks an option of a Mantine select (in `scope`) by the select's label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a researcher filters, codes by keyboard, dismisses, adds and merges items; filters survive a reload", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const { id, context: customerContext } = await paidSubmissionWithScript(
    browser,
    "The Lantern Keeper",
    { name: "lantern-keeper.fountain", bytes: LANTERN_KEEPER },
  );
  await customerContext.close();

  // A researcher opens the submission: progress at a glance, then the table.
  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByRole("heading", { name: "Submission: The Lantern Keeper" })).toBeVisible();
  const progress = page.getByTestId("results-progress");
  await expect(progress).toContainText("9 items");
  await expect(progress).toContainText("Detected · 9");
  await expect(progress).toContainText("No code · 9");
  await expect(progress).toContainText(/Due .+(On track|Due soon)/);
  const table = page.getByRole("table", { name: "Results" });
  const rows = table.locator("tbody > tr");
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(rows).toHaveCount(9);
  await snap("results-table-desktop");

  // Filter by category: the URL says so.
  await choose(page, page, "Category", "Character name · 5");
  await expect(page).toHaveURL(/\?category=character_name$/);
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasNotText: "Character name" })).toHaveCount(0);

  // The keyboard: focus the first row, Enter opens it, n sets NC, Ctrl+Enter saves and moves on.
  await row("Elsie Marlow").getByText("Character name").click();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Elsie Marlow" });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
  await expect(editor.getByRole("link", { name: /Comments/ })).toHaveAttribute(
    "href",
    new RegExp(`^/comments/${id}\\?item=`),
  );
  await expect(editor.getByRole("link", { name: "Page 1 in the script" }).first()).toHaveAttribute(
    "href",
    new RegExp(`^/script/${id}#p1-e\\d+$`),
  );
  await page.keyboard.press("n");
  await expect(editor.getByRole("combobox", { name: "Code" })).toHaveValue("NC · No conflict (n)");
  await expect(editor.getByRole("group", { name: "Canned findings" })).toBeVisible();
  await snap("results-editor-desktop");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText("Saved “Elsie Marlow”.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Tobias Finch" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\?category=character_name$/);
  await expect(row("Elsie Marlow")).toContainText("NC");
  await expect(row("Elsie Marlow")).toContainText("Finding recorded");

  // The filters survive a reload (the server reads them for the first paint).
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Character name · 5");
  await expect(rows).toHaveCount(5);
  await expect(row("Elsie Marlow")).toContainText("Finding recorded");

  // The server's own markup already holds the filtered list: the first paint matches the URL.
  const served = await context.request.get(`/admin/submission/${id}?category=phone`);
  const markup = (await served.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  expect(markup).toContain("555-0183");
  expect(markup).not.toContain("Elsie Marlow");

  // Bulk: dismiss two items, once confirmed; Undo brings them back, and they go again.
  const bulk = page.getByRole("toolbar", { name: "Bulk actions" });
  const dismissBoth = async () => {
    await page.getByRole("checkbox", { name: "Select Mary Dunmore" }).check();
    await page.getByRole("checkbox", { name: "Select Constance Redfern" }).check();
    await expect(bulk).toContainText("2 selected");
    await bulk.getByRole("button", { name: "Dismiss" }).click();
    await page
      .getByRole("dialog", { name: "Dismiss 2 items?" })
      .getByRole("button", { name: "Dismiss 2 items" })
      .click();
    await expect(page.getByText("Dismissed: 2 of 2 items changed.")).toBeVisible();
    await expect(row("Mary Dunmore")).toContainText("Dismissed");
    await expect(row("Constance Redfern")).toContainText("Dismissed");
    await expect(bulk).toHaveCount(0);
  };
  await dismissBoth();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Undone on 2 items.")).toBeVisible();
  await expect(row("Mary Dunmore")).not.toContainText("Dismissed");
  await expect(row("Constance Redfern")).not.toContainText("Dismissed");
  await dismissBoth();

  // Add a manual item: its occurrence is found in the script.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(rows).toHaveCount(9);
  await page.getByRole("button", { name: "Add item" }).click();
  const adding = page.getByRole("dialog", { name: "Add an item" });
  await choose(page, adding, "Category", "Business name");
  await adding.getByRole("textbox", { name: "Text" }).fill("Marlow Bookshop");
  await adding.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(/^Added “Marlow Bookshop”: \d+ occurrences? found/)).toBeVisible();
  await expect(rows).toHaveCount(10);

  // Merge the bookshop into the business the first pass found.
  await page.getByRole("checkbox", { name: "Select Marlow Books", exact: true }).check();
  await page.getByRole("checkbox", { name: "Select Marlow Bookshop" }).check();
  await bulk.getByRole("button", { name: "Merge…" }).click();
  const merging = page.getByRole("dialog", { name: "Merge 2 items" });
  await merging.getByRole("radio", { name: /^Marlow Books · / }).check();
  await merging.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(/^Merged into “Marlow Books”: \d+ occurrences\.$/)).toBeVisible();
  await expect(rows).toHaveCount(9);
  await expect(row("Marlow Books")).toContainText("also Marlow Bookshop");
  await expect(page.getByTestId("results-progress")).toContainText("Dismissed · 2");
  await snap("results-table-worked");

  // A link with ?item= opens that item's editor; at 390 px the editor fills the screen.
  const phoneId = await row("555-0183").getAttribute("data-item-id");
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/submission/${id}?item=${phoneId}`);
  await expect(page.getByRole("dialog", { name: "555-0183" })).toBeVisible();
  await snap("results-editor-phone");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rows).toHaveCount(9);
  await snap("results-table-phone");
});
