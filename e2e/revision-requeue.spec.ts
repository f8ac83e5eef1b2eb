import { expect, test } from "./support/fixtures";
import { payByCard } from "./support/quotes";
import { workOpenItems, type ListedItems } from "./support/research";
import { lampKeeperInResearch, uploadRevisedDraft } from "./support/revisions";

test("after a revision the researcher clears every returned item with b in one keyboard pass, and may publish", async ({
  browser,
  page,
  context,
}) => {
  // The first draft ordered and moved into research.
  const lampKeeper = await lampKeeperInResearch(browser, page, context);
  const { id, customerContext, customer, admin, base } = lampKeeper;
  // Two items of the researcher's own, in text the revision rewrites or adds to.
  for (const [category, text] of [
    ["other", "relief boat"],
    ["location", "Gannet Rock"],
  ])
    expect((await admin.post(`${base}/items`, { data: { category, text } })).status()).toBe(201);
  // Their verdicts before the revision: researchers' own items start confirmed.
  const { items: listed } = (await (await admin.get(`${base}/items`)).json()) as ListedItems;
  for (const [text, code] of [
    ["relief boat", "INFO"],
    ["Gannet Rock", "NC"],
  ]) {
    const item = listed.find((each) => each.canonical === text)!;
    const data = { expected_version: item.version, code, finding: `${text}: nothing to clear.` };
    expect((await admin.patch(`${base}/items/${item.id}`, { data })).ok()).toBe(true);
  }
  await workOpenItems(admin, base);
  expect((await admin.post(`${base}/report`)).status()).toBe(201);

  // The customer sends the revised draft and pays for its changed pages.
  await customer.goto(`/submission/${id}`);
  await uploadRevisedDraft(customer, "lamp-keeper-revised.fountain");
  await expect(customer.getByRole("table", { name: "Changed scenes" })).toBeVisible({
    timeout: 60_000,
  });
  await customer.getByRole("link", { name: "Pay for the revision" }).click();
  await customer.waitForURL(`**/summary/${id}`);
  await payByCard(customer, "$16.00");
  await customerContext.close();

  // The returned items wait in their own queue, with their count.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/submission/${id}?revision=sent_back`);
  const rows = page.getByRole("table", { name: "Results" }).getByRole("row");
  await expect(page.getByRole("combobox", { name: "Revision" })).toHaveValue(
    "Sent back by revision · 3",
  );
  await expect(rows).toHaveCount(4);

  // The keyboard alone: the first row, its drawer, then b on each returned item. A key pressed
  // before the table listens goes nowhere: j again until the first row has the focus.
  await expect(async () => {
    await page.keyboard.press("j");
    await expect(rows.nth(1)).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  const sentBack = drawer.getByRole("region", { name: "Sent back by the revised draft" });
  await expect(sentBack).toBeVisible();
  const title = drawer.getByRole("heading").first();
  const seen: string[] = [];
  for (let kept = 0; kept < 3; kept++) {
    // The next returned item's drawer, not the one just kept.
    if (seen.length > 0) await expect(title).not.toHaveText(seen.at(-1)!);
    const name = (await title.textContent())!;
    expect(seen).not.toContain(name);
    seen.push(name);
    await expect(sentBack).toContainText("Before: ");
    if (name === "relief boat") {
      // The changed line: the old text beside the new, the item's words marked in both.
      await expect(sentBack).toContainText("The revised draft changed the text it is in (page 2).");
      await expect(sentBack.getByTestId("text-before")).toHaveText(
        "The relief boat is not coming tonight. The harbourmaster said so.",
      );
      await expect(sentBack.getByTestId("text-now")).toContainText("No relief boat tonight.");
      await expect(sentBack.locator("mark")).toHaveCount(2);
      await expect(sentBack).toContainText("INFO");
      // The drawer as the researcher sees it, over the table.
      await page.screenshot({ path: test.info().outputPath("sent-back-drawer-1366.png") });
      // On a phone the drawer is the whole screen, the old text above the new.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(sentBack.getByTestId("text-now")).toBeInViewport({ ratio: 0.5 });
      await page.screenshot({ path: test.info().outputPath("sent-back-drawer-390.png") });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await page.keyboard.press("b");
    await expect(page.getByText(`Kept “${name}” as before.`)).toBeVisible();
  }
  expect(seen.sort()).toEqual(["Edith Pellow", "Gannet Rock", "relief boat"]);
  await expect(page.getByText("Every item the revised draft sent back is cleared.")).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByText("No item matches these filters")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Revision" })).toHaveValue(
    "Sent back by revision · 0",
  );

  // Each kept its verdict from before; the revision's new items are researched as usual.
  const { items } = (await (await admin.get(`${base}/items`)).json()) as ListedItems;
  const kept = items.filter((item) => seen.includes(item.canonical));
  expect(kept.map((item) => item.state)).toEqual([
    "finding_recorded",
    "finding_recorded",
    "finding_recorded",
  ]);
  await workOpenItems(admin, base);
  expect((await admin.post(`${base}/report`)).status()).toBe(201);
});
