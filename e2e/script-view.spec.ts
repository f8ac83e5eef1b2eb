import fs from "node:fs";
import path from "node:path";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { titledQuote } from "./support/quotes";

/** An original five-page Fountain script, a page break (`===`) between its scenes. */
const LOW_WATER = fs.readFileSync(path.resolve("e2e/fixtures/low-water.fountain"));

test("a researcher reads the script with its items highlighted, opens one and jumps about", async ({
  page,
  context,
  snap,
}) => {
  await createUser(context);
  const id = await titledQuote(page, "Low Water");
  await page.locator('input[type="file"]').setInputFiles({
    name: "low-water.fountain",
    mimeType: "text/plain",
    buffer: LOW_WATER,
  });
  await expect(page.getByTestId("clearance-counts")).toContainText(/Our first pass found/, {
    timeout: 30_000,
  });

  // The same browser, now signed in as a researcher.
  await createUser(context, { admin: true });
  await page.goto(`/script/${id}`);
  await expect(page.getByRole("heading", { name: "Script: Low Water" })).toBeVisible();
  await expect(page.getByText(/low-water\.fountain · version 1 · 5 pages/)).toBeVisible();

  // A screenplay's layout: the title page, then pages with their own numbers.
  const titlePage = page.getByRole("region", { name: "Title page" });
  await expect(titlePage).toContainText("Low Water");
  await expect(
    titlePage.getByRole("button", { name: /^555-0173 \(Telephone number: 555-0173\)$/ }),
  ).toBeVisible();
  const first = page.getByRole("region", { name: "Page 1" });
  await expect(first.locator("#p1-e0")).toHaveText("INT. BOATHOUSE - NIGHT");
  await expect(first.locator("#p1-e10")).toHaveCSS("text-align", "right");
  await expect(first.locator("#p1-e2")).toHaveCSS("text-align", "center");

  // Every occurrence highlighted, its category in its name.
  const mara = first.getByRole("button", { name: /\(Character name: Mara Quillen\)$/ });
  await expect(mara).toHaveCount(4);
  const legend = page.getByRole("group", { name: "Highlighted categories" });
  await expect(legend).toContainText("Character name · 2");
  await expect(legend).toContainText("Telephone number · 2");
  await snap("script-view");

  // A highlight opens its item: name, category, suggested code, and the results table's link.
  await mara.first().click();
  const popover = page.getByRole("dialog", { name: "Item Mara Quillen" });
  await expect(popover).toContainText("Character name");
  await expect(popover).toContainText("Suggested code");
  await expect(popover.getByRole("link", { name: "Open in the results table" })).toHaveAttribute(
    "href",
    new RegExp(`^/admin/submission/${id}\\?item=[0-9a-f-]{36}$`),
  );
  await snap("script-view-item");
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  // The category filter hides a category's highlights.
  await legend.getByText("Character name · 2").click();
  await expect(mara).toHaveCount(0);
  await legend.getByText("Character name · 2").click();
  await expect(mara).toHaveCount(4);

  // A page jump.
  await page.getByRole("textbox", { name: /^Page/ }).fill("4");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(page.locator("#p4-e22")).toBeInViewport();
  expect(new URL(page.url()).hash).toBe("#p4");
  // Scrolled, the toolbar (page and scene jump) sticks just below the site's header, not under it.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const header = (await page.getByRole("banner").boundingBox())!;
  const toolbar = (await page.getByRole("form", { name: "Jump to a page" }).boundingBox())!;
  expect(toolbar.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(toolbar.y).toBeLessThan(header.y + header.height + 40);
  await snap("script-view-scrolled");

  // The results table's link to one occurrence: its element, scrolled to and marked.
  await page.goto(`/script/${id}#p5-e29`);
  const target = page.locator("#p5-e29");
  await expect(target).toHaveAttribute("data-target", "");
  await expect(target).toBeInViewport();
  await expect(
    target.getByRole("button", { name: /^Teodor \(Character name: Teodor Brask\)$/ }),
  ).toBeVisible();
  await snap("script-view-anchor");

  // At 390 px the page reflows: nothing runs off the side, highlights still open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/script/${id}`);
  await expect(page.getByRole("heading", { name: "Script: Low Water" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page
    .getByRole("region", { name: "Page 1" })
    .getByRole("button", { name: /Mara Quillen/ })
    .first()
    .click();
  const phonePopover = page.getByRole("dialog", { name: "Item Mara Quillen" });
  await expect(phonePopover).toBeInViewport();
  await snap("script-view-390");
});

/**
 * An original script as long as the corpus's longest (195 pages): one scene a page, a page break
 * (`===`) after each, a character, a fictional number and a business to highlight on every page.
 */
const LONG_SCRIPT = Array.from(
  { length: 195 },
  (_, page) => `INT. GULL & ANCHOR TAVERN - NIGHT ${page + 1}

Rain on the glass. MARA QUILLON counts the till at the Gull & Anchor Tavern.

MARA
Call Dorsey at 555-0142 before the ferry leaves.

Dorsey never answers. Mara locks up and walks to the pier.
`,
).join("\n===\n\n");

test("a 195-page script arrives as a few drawn pages and data, and jumps to its end drawing only what is near", async ({
  page,
  context,
}) => {
  await createUser(context);
  const id = await titledQuote(page, "The Long Tide");
  await page.locator('input[type="file"]').setInputFiles({
    name: "the-long-tide.fountain",
    mimeType: "text/plain",
    buffer: Buffer.from(LONG_SCRIPT),
  });
  await expect(page.getByTestId("clearance-counts")).toContainText(/Our first pass found/, {
    timeout: 120_000,
  });
  await createUser(context, { admin: true });

  // The server's HTML holds the first pages' elements only; the rest travel as data.
  const html = await (await page.request.get(`/script/${id}`)).text();
  const drawn = html.match(/<div id="p\d+-e\d+"/g) ?? [];
  expect(drawn.length).toBeGreaterThan(10);
  expect(drawn.length).toBeLessThan(200);
  expect(html).not.toContain('id="p100-e');

  await page.goto(`/script/${id}`);
  await expect(page.getByRole("heading", { name: "Script: The Long Tide" })).toBeVisible();
  await expect(page.locator("mark").first()).toBeVisible();
  const shownPages = page.locator("section[data-page][data-shown]");
  expect(await shownPages.count()).toBeLessThan(10);

  await page.getByRole("textbox", { name: /^Page/ }).fill("190");
  await page.getByRole("button", { name: "Go", exact: true }).click();
  await expect(
    page.getByRole("region", { name: "Page 190" }).locator("[data-element]").first(),
  ).toBeInViewport();
  // Only the pages near the window were drawn on the way.
  expect(await shownPages.count()).toBeLessThan(16);
});
