import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { VERDICT_LABELS, type VerdictCode } from "@/config/verdict-codes";

import { expect, test } from "./support/fixtures";
import { paidSubmissionWithScript } from "./support/quotes";
import { researchStarted } from "./support/research";
import { LANTERN_KEEPER } from "./support/screenplays";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

type Item = { id: string; version: number; canonical: string; category: string };

/** What the researcher records on the items of the first pass, in turns. */
const VERDICTS = [
  {
    code: "C" as VerdictCode,
    finding: "one bookshop of this name trades in Portland, Maine.",
    recommendation: "Change the name; use one of the alternatives.",
    alternatives: ["Hollis Barrow", "Wren Castellane"],
  },
  {
    code: "NC" as VerdictCode,
    finding: "no listing in national directories or in the story's county.",
    recommendation: "",
    alternatives: [],
  },
];
const verdictOf = (at: number) => VERDICTS[at % VERDICTS.length]!;

/** An item's card is named by its heading, "3. Ruth Abernathy": its number and its name. */
const cardName = (text: string) =>
  new RegExp(`^\\d+\\. ${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test("the customer's report at 390 px is a card per item with no sideways scroll, and a table at 1366 px", async ({
  page,
  context,
  browser,
}) => {
  const customer = await paidSubmissionWithScript(browser, "The Lantern Keeper", {
    name: "lantern-keeper.fountain",
    bytes: LANTERN_KEEPER,
  });

  // A researcher records a verdict on every item of the first pass, and publishes.
  const { admin, base } = await researchStarted(page, context, customer.id);
  // Two of the researcher's own, in the script too: more items than the server renders (8),
  // so that the rest come once the page is live.
  for (const text of ["atlases", "receipts"]) {
    const added = await admin.post(`${base}/items`, { data: { category: "other", text } });
    expect(added.status()).toBe(201);
  }
  const { items } = (await (await admin.get(`${base}/items`)).json()) as { items: Item[] };
  expect(items.length).toBeGreaterThan(8);
  for (const [at, item] of items.entries()) {
    const { code, finding, recommendation, alternatives } = verdictOf(at);
    const saved = await admin.patch(`${base}/items/${item.id}`, {
      data: {
        expected_version: item.version,
        state: "finding_recorded",
        code,
        finding: `${item.canonical}: ${finding}`,
        recommendation,
        alternatives,
      },
    });
    expect(saved.ok()).toBe(true);
  }
  expect((await admin.post(`${base}/report`, { data: {} })).status()).toBe(201);

  const phone = customer.page;
  await phone.setViewportSize(PHONE);
  await phone.goto(`/submission/${customer.id}`);
  await expect(phone.getByRole("heading", { name: "Clearance report, version 1" })).toBeVisible();
  await expect(phone.getByRole("article")).toHaveCount(items.length);
  await expect(phone.getByRole("table", { name: "Report items" })).toBeHidden();
  for (const [at, item] of items.entries()) {
    const { code, finding, recommendation, alternatives } = verdictOf(at);
    const card = phone.getByRole("article", { name: cardName(item.canonical) });
    await expect(card.getByRole("heading", { name: cardName(item.canonical) })).toBeVisible();
    // Its category under its name, its code, its pages and scenes.
    const category = CLEARANCE_CATEGORIES.find(({ value }) => value === item.category)!;
    await expect(card.getByText(category.label, { exact: true })).toBeVisible();
    await expect(card).toContainText(`${code}: ${VERDICT_LABELS[code]}`);
    await expect(card.getByText(/^Page \d/)).toBeVisible();
    await expect(card).toContainText(`${item.canonical}: ${finding}`);
    if (recommendation) await expect(card).toContainText(`Recommendation: ${recommendation}`);
    if (alternatives.length)
      await expect(card).toContainText(`Alternatives: ${alternatives.join(", ")}`);
    await expect(
      card.getByRole("combobox", { name: `Your decision on ${item.canonical}` }),
    ).toBeVisible();
    // Wholly inside the window's width.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // Nothing on the page is wider than the phone: no sideways scrolling.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  // A card's decision control works as the table's does.
  const first = items[0]!;
  await phone
    .getByRole("article", { name: cardName(first.canonical) })
    .getByRole("combobox", { name: `Your decision on ${first.canonical}` })
    .click();
  await phone.getByRole("option", { name: "Accept", exact: true }).click();
  await expect(phone.getByText("Saved: Accept.")).toBeVisible();
  const phoneShot = test.info().outputPath("report-390.png");
  await phone.screenshot({ path: phoneShot, fullPage: true });
  await test.info().attach("report-390", { path: phoneShot, contentType: "image/png" });

  // On a laptop the items are the table's rows again, every one of them.
  await phone.setViewportSize(LAPTOP);
  const table = phone.getByRole("table", { name: "Report items" });
  await expect(table.getByRole("row")).toHaveCount(items.length + 1);
  await expect(phone.getByRole("article")).toHaveCount(0);
  await expect(
    table.getByRole("combobox", { name: `Your decision on ${first.canonical}` }),
  ).toHaveValue("Accept");
  const laptopShot = test.info().outputPath("report-1366.png");
  await phone.screenshot({ path: laptopShot, fullPage: true });
  await test.info().attach("report-1366", { path: laptopShot, contentType: "image/png" });
  console.log(`Screenshots: ${phoneShot}, ${laptopShot}`);
  await customer.context.close();
});
