import type { Browser, Locator, Page } from "@playwright/test";

import { createUser } from "./support/accounts";
import { acceptInvitation, createCompanyWith, invite } from "./support/companies";
import { expect, test } from "./support/fixtures";
import { quoteOnSummary } from "./support/quotes";

const PHONE = { width: 390, height: 844 };

/** Shown and wholly inside the window: not cut off, not pushed off-screen. */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const { width } = page.viewportSize()!;
  // Retried: the layout settles once fonts and the list's rows are in.
  await expect(async () => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 15_000 });
}

/** An address longer than a phone is wide, with no hyphen a browser would break a line at. */
const longEmail = (label: string) =>
  `${label}.${Date.now()}.productionaccountsandclearances@northwindpicturesinternational.example.com`;

/**
 * The page does not scroll sideways, nor does any of `tables` (by name) inside its card: the
 * element that would scroll is the nearest around the table whose overflow is not visible.
 */
async function expectNoSidewaysScroll(page: Page, tables: Locator[] = []) {
  await expect(async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    for (const table of tables) {
      const scroll = await table.evaluate((element) => {
        let box = element.parentElement;
        while (box && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
        return box ? { width: box.clientWidth, content: box.scrollWidth } : null;
      });
      expect(scroll).not.toBeNull();
      expect(scroll!.content, `${String(table)} scrolls sideways`).toBeLessThanOrEqual(
        scroll!.width,
      );
    }
  }).toPass({ timeout: 15_000 });
}

/** A quote on its summary page, made by a new customer in a browser of their own. */
async function newCustomersQuote(browser: Browser, title: string) {
  const customer = await browser.newContext();
  await createUser(customer);
  return { customer, id: await quoteOnSummary(await customer.newPage(), title) };
}

const headerButtons = (page: Page) => [
  page.getByRole("link", { name: "No Conflict Script home" }).getByText("No Conflict Script"),
  page.getByRole("button", { name: "New", exact: true }),
  page.getByRole("link", { name: "List", exact: true }),
  page.getByRole("button", { name: "Account", exact: true }),
];

test.describe("at 390 px wide", () => {
  test.use({ viewport: PHONE });

  test("a customer sees the whole header, and each submission's price and due date", async ({
    page,
    context,
  }) => {
    await createUser(context);
    await quoteOnSummary(page, "Harbour Light");
    await page.goto("/");
    for (const item of headerButtons(page)) await expectOnScreen(page, item);
    await expect(page.getByRole("button", { name: "Admin" })).toHaveCount(0);

    const row = page.getByRole("row", { name: /Harbour Light/ });
    await expectOnScreen(page, page.getByRole("columnheader", { name: "Price" }));
    await expectOnScreen(page, page.getByRole("columnheader", { name: "Due" }));
    await expectOnScreen(page, row.getByText("$450.00"));
    await expectOnScreen(page, row.getByText("Draft").filter({ visible: true }));
  });

  test("an admin sees the Admin menu beside the other buttons, and each order's total and due date", async ({
    page,
    context,
    browser,
  }) => {
    const title = `Narrow Harbour ${Date.now()}`;
    const { customer, id } = await newCustomersQuote(browser, title);
    const billing = await customer.request.patch("/api/user/billing", {
      data: { name: "Ines Duarte", address_line1: "Rua Augusta 1", city: "Lisbon", country: "PT" },
    });
    expect(billing.ok()).toBe(true);
    const proforma = await customer.request.post(`/api/submissions/${id}/proforma`, {
      data: { acceptTerms: true },
    });
    expect(proforma.status()).toBe(201);
    await customer.close();

    await createUser(context, { admin: true });
    await page.goto("/admin/list");
    for (const item of headerButtons(page)) await expectOnScreen(page, item);
    await expectOnScreen(page, page.getByRole("button", { name: "Admin" }));

    const row = page.getByRole("row", { name: new RegExp(title) });
    await expectOnScreen(page, page.getByRole("columnheader", { name: "Total" }));
    await expectOnScreen(page, page.getByRole("columnheader", { name: "Due" }));
    await expectOnScreen(page, row.getByText("$450.00"));
  });

  test("an owner's company page with long addresses: members and invitations fit", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await createUser(context, { email: longEmail("owner") });
    await quoteOnSummary(page, "Harbour Light");
    await createCompanyWith(page, "Harbour Light");
    const member = longEmail("member");
    const invited = longEmail("invited");
    await invite(page, member, "Counsel");
    await invite(page, invited, "Viewer");
    await (await acceptInvitation(browser, member)).context().close();

    await page.goto("/company");
    const members = page.getByRole("table", { name: "Members" });
    const invitations = page.getByRole("table", { name: "Open invitations" });
    await expect(members).toContainText(member);
    await expect(invitations).toContainText(invited);
    await expectNoSidewaysScroll(page, [members, invitations]);
    await expectOnScreen(page, members.getByRole("combobox", { name: `Role of ${member}` }));
    await expectOnScreen(page, invitations.getByRole("button", { name: "Withdraw" }));
    await expectOnScreen(page, invitations.getByText(/^Viewer · until /));
  });

  test("an admin's comments page with a long author address fits", async ({
    page,
    context,
    browser,
  }) => {
    const { customer, id } = await newCustomersQuote(browser, "Harbour Light");
    await customer.close();

    // A researcher with a long address comments; another reads the page, where it is the author.
    const author = longEmail("researcher");
    const colleague = await browser.newContext();
    await createUser(colleague, { admin: true, email: author });
    const authorPage = await colleague.newPage();
    await authorPage.goto(`/comments/${id}`);
    await authorPage
      .getByRole("textbox", { name: "Comment on the submission" })
      .fill("Check the harbour master's name before we start.");
    await authorPage.getByRole("button", { name: "Post comment" }).click();
    await expect(authorPage.getByTestId("comment")).toHaveCount(1);
    await colleague.close();

    await createUser(context, { admin: true });
    await page.goto(`/comments/${id}`);
    const posted = page.getByTestId("comment");
    await expect(posted).toContainText(author);
    await expectNoSidewaysScroll(page);
    await expectOnScreen(page, posted.getByText(author));
  });
});

for (const viewport of [PHONE, { width: 1366, height: 768 }]) {
  test(`a toast leaves the header's buttons free at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await createUser(context);
    await page.goto("/profile");
    await page.getByRole("textbox", { name: "Name" }).fill("Marta Reyes");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("Calle Mayor 7");
    await page.getByRole("textbox", { name: "City" }).fill("Madrid");
    await page.getByRole("combobox", { name: "Country" }).fill("Spai");
    await page.getByRole("option", { name: "Spain" }).click();
    await page.getByRole("button", { name: "Save billing details" }).click();

    const toast = page.getByRole("alert").filter({ hasText: "Billing details saved" });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const item of headerButtons(page)) {
      const box = (await item.boundingBox())!;
      const apart =
        box.x + box.width <= toastBox.x ||
        toastBox.x + toastBox.width <= box.x ||
        box.y + box.height <= toastBox.y ||
        toastBox.y + toastBox.height <= box.y;
      expect(apart, `the toast covers ${String(item)}`).toBe(true);
    }
  });
}
