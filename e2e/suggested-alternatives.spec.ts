import { expect, test } from "./support/fixtures";
import { paidSubmissionWithScript } from "./support/quotes";
import { researchStarted } from "./support/research";
import { LANTERN_KEEPER } from "./support/screenplays";

test("a researcher accepts, edits and rejects suggested alternatives in the item drawer; the accepted ones are saved with the item", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const script = { name: "lantern-keeper.fountain", bytes: LANTERN_KEEPER };
  const paid = await paidSubmissionWithScript(browser, "The Lantern Keeper", script);
  await paid.context.close();
  // Alternatives are offered while research is under way.
  await researchStarted(page, context, paid.id);
  await page.goto(`/admin/submission/${paid.id}`);
  const rows = page.getByRole("table", { name: "Results" }).locator("tbody > tr");
  await rows.filter({ hasText: "Tobias Finch" }).getByText("Character name").click();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Tobias Finch" });
  await expect(editor).toBeVisible();

  // A conflict: the drawer offers checked names of the same flavour.
  await page.keyboard.press("x");
  const suggestions = editor.getByRole("list", { name: "Suggested alternatives" });
  await expect(suggestions.getByRole("listitem")).toHaveCount(3, { timeout: 60_000 });
  const [first, second, third] = (await suggestions.getByRole("listitem").allInnerTexts()).map(
    (text) => text.split("\n")[0]!.trim(),
  );
  expect(first).toMatch(/^\S+ \S+$/);
  await editor.getByRole("button", { name: `Checks of ${first}` }).hover();
  await expect(page.getByRole("tooltip")).toContainText("1990 US census");
  await snap("suggested-alternatives-drawer");

  await editor.getByRole("button", { name: `Accept ${first}` }).click();
  await editor.getByRole("button", { name: `Edit ${third}` }).click();
  await editor.getByRole("textbox", { name: `Edit ${third}` }).fill(`${third} Jr.`);
  await editor.getByRole("button", { name: "Accept edited" }).click();
  await editor.getByRole("button", { name: `Reject ${second}` }).click();
  await expect(page.getByText(`Rejected “${second}”`)).toBeVisible();
  await expect(suggestions).not.toContainText(second!);
  await expect(suggestions).not.toContainText(first!);

  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved “Tobias Finch”.")).toBeVisible();

  // After a reload: the alternatives are the item's; the rejected one never comes back.
  // (The URL names the open item, so the reload opens its drawer again.)
  await page.reload();
  const reopened = page.getByRole("dialog", { name: "Tobias Finch" });
  const alternatives = reopened.locator(".mantine-TagsInput-pill");
  await expect(alternatives).toHaveText([first!, `${third} Jr.`]);
  const again = reopened.getByRole("list", { name: "Suggested alternatives" });
  await expect(again.getByRole("listitem").first()).toBeVisible({ timeout: 60_000 });
  await expect(again).not.toContainText(second!);
  await expect(again).not.toContainText(first!);
  await snap("suggested-alternatives-after-reload");
});
