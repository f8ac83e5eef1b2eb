import type { Page } from "@playwright/test";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emailsTo } from "./support/mailbox";
import { paidByCard } from "./support/quotes";
import { answerCustomer, needsYouCount } from "./support/research";
import { mainServer } from "./support/servers";

test("a customer's question reaches the researcher by e-mail and in the Admin menu until answered; the customer follows the research", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // A customer, in a browser of their own, pays for a quote by card.
  const { id, context: customerContext } = await paidByCard(browser, "Night Ferry");
  const customerPage = await customerContext.newPage();

  // A researcher with a name on reports takes the submission.
  const { email: researcherEmail, userId } = await createUser(context, { admin: true });
  expect(
    (
      await page.request.patch("/api/user/name", {
        data: { display_name: "Ada Marsh", job_title: "Senior researcher" },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post(`/api/admin/submissions/${id}/assignee`, {
        data: { assignee_id: userId },
      })
    ).ok(),
  ).toBe(true);

  // The customer asks a question on the whole submission.
  const asked = await customerContext.request.post(`/api/submissions/${id}/comments`, {
    data: { body: "Is the ferry's name in scene 3 a real boat?" },
  });
  expect(asked.status()).toBe(201);

  // The researcher gets one e-mail about it, with what was asked and a link to the submission.
  const needsYou = /^Needs you: “Night Ferry”/;
  await expect
    .poll(
      async () =>
        (await emailsTo(mainServer, researcherEmail)).filter(({ subject }) =>
          needsYou.test(subject),
        ),
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  const [mail] = (await emailsTo(mainServer, researcherEmail)).filter(({ subject }) =>
    needsYou.test(subject),
  );
  expect(mail!.text).toContain("Is the ferry's name in scene 3 a real boat?");
  expect(mail!.links).toContain(`${mainServer.baseURL}/admin/submission/${id}`);

  // The Admin menu counts it (with whatever else waits for every admin from other tests), and
  // leads to the orders that need the researcher.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/admin/list");
  const waiting = await needsYouCount(page);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("button", { name: `Admin, ${waiting} need you` })).toBeVisible();
  await page.getByRole("menuitem", { name: `Needs you (${waiting})` }).click();
  await expect(page).toHaveURL("/admin/list?attention=needs_you");
  const row = page.getByRole("row").filter({ hasText: "Night Ferry" });
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel("Needs you: Customer message")).toBeVisible();
  await snap("admin-inbox-1366");
  // The count fits the header on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("button", { name: `Admin, ${waiting} need you` })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await snap("admin-inbox-390");
  await page.setViewportSize({ width: 1366, height: 900 });

  // An internal note answers nothing; an answer the customer sees clears it.
  const answer = (body: string, visibility: "internal" | "customer") =>
    page.request.post(`/api/admin/submissions/${id}/comments`, { data: { body, visibility } });
  expect((await answer("Look it up in the ship register.", "internal")).status()).toBe(201);
  await page.reload();
  await expect(row).toHaveCount(1);
  await answerCustomer(
    page,
    id,
    "It is: the MV Night Ferry sails from Oban. We suggest another name.",
  );
  await page.goto("/admin/list?attention=needs_you");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await needsYouCount(page)).toBe(waiting - 1);

  // The customer sees who researches the script, how far they are, the due date, and where to ask.
  for (const width of [1366, 390]) {
    await customerPage.setViewportSize({ width, height: 900 });
    await customerPage.goto(`/submission/${id}`);
    const card = customerPage.getByRole("region", { name: "Research in progress" });
    await expect(card).toContainText("Researched by Ada Marsh, Senior researcher.");
    await expect(card).toContainText(/No items listed yet|\d+ of \d+ items? researched/);
    await expect(card).toContainText(/Due by \w+ \d+, \d{4}/);
    await expect(card).not.toContainText("@");
    await expect(
      card.getByRole("link", { name: "Questions? Write to your researcher" }),
    ).toHaveAttribute("href", "#conversation");
    expect(await horizontalOverflow(customerPage)).toBeLessThanOrEqual(0);
    await customerPage.screenshot({
      path: test.info().outputPath(`customer-progress-${width}.png`),
      fullPage: true,
    });
  }

  // And in one line on the list of submissions.
  await customerPage.goto("/");
  await expect(customerPage.getByRole("row").filter({ hasText: "Night Ferry" })).toContainText(
    /Researching · (\d+ of \d+ items · )?due \w+ \d+, \d{4}/,
  );
  await customerPage.screenshot({
    path: test.info().outputPath("customer-list-390.png"),
    fullPage: true,
  });
  await customerContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/list");
  await snap("admin-list-390");
});

/** How far the page is wider than the window (0 or less: it fits). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
