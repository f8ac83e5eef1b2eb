import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { titledQuote } from "./support/quotes";

test("a customer deletes a draft from the list after confirming", async ({ page, context }) => {
  await createUser(context);
  const id = await titledQuote(page, "Paper Moon");
  await page.goto("/");
  const row = page.getByRole("row", { name: /Paper Moon/ });
  const dialog = page.getByRole("dialog", { name: "Delete this draft?" });

  await row.getByRole("button", { name: "Delete Paper Moon" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Delete Paper Moon" }).click();
  await expect(dialog).toContainText("“Paper Moon” and its script are deleted.");
  await dialog.getByRole("button", { name: "Delete draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Draft deleted" })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No submissions yet")).toBeVisible();
  expect((await context.request.get(`/api/submissions/${id}`)).status()).toBe(404);
});
