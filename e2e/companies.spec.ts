import type { Browser, Page } from "@playwright/test";

import { createUser, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { paidSubmissionWithScript } from "./support/quotes";
import { researchStarted, workOpenItems } from "./support/research";
import { LANTERN_KEEPER } from "./support/screenplays";
import { mainServer } from "./support/servers";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const COMPANY = "Northwind Pictures";

/** Picks `option` in the Mantine select named `name`. */
async function choose(page: Page, name: string, option: string) {
  await page.getByRole("combobox", { name, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function invite(page: Page, email: string, role: string) {
  await page.getByRole("textbox", { name: "Invite by e-mail" }).fill(email);
  await choose(page, "Role", role);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** The invited person, in a browser of their own, signs up and accepts through the e-mailed link. */
async function acceptInvitation(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = (await latestEmail(mainServer, email, /invited you to Northwind Pictures/))
    .links[0]!;
  expect(link).toMatch(/\/invitations\/[\w-]{43}$/);
  await createUser(context, { email });
  await page.goto(link);
  await expect(page.getByText(`You are invited to ${COMPANY} as`)).toBeVisible();
  await page.getByRole("button", { name: `Accept and join ${COMPANY}` }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

async function screenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: "image/png" });
}

test("an owner's company: counsel decides on an item, a viewer reads the report but cannot decide", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await paidSubmissionWithScript(browser, "The Lantern Keeper", {
    name: "lantern-keeper.fountain",
    bytes: LANTERN_KEEPER,
  });
  const { admin, base } = await researchStarted(page, context, owner.id);
  await workOpenItems(admin, base);
  expect((await admin.post(`${base}/report`)).status()).toBe(201);
  const { items } = (await (await admin.get(`${base}/items`)).json()) as {
    items: { id: string; canonical: string }[];
  };
  const item = items[0]!;

  // The owner creates the company and moves the submission into it.
  const ownerPage = owner.page;
  await ownerPage.goto("/company");
  await ownerPage.getByRole("textbox", { name: "Company name" }).fill(COMPANY);
  await ownerPage.getByRole("button", { name: "Create company" }).click();
  await expect(ownerPage.getByRole("heading", { name: COMPANY, level: 1 })).toBeVisible();
  await choose(
    ownerPage,
    "Move one of your own submissions into the company",
    "The Lantern Keeper",
  );
  await ownerPage.getByRole("button", { name: "Move", exact: true }).click();
  await expect(ownerPage.getByText(`Moved into ${COMPANY}`)).toBeVisible();

  const counselEmail = uniqueEmail("counsel");
  const viewerEmail = uniqueEmail("viewer");
  await invite(ownerPage, counselEmail, "Counsel");
  await invite(ownerPage, viewerEmail, "Viewer");
  await expect(ownerPage.getByRole("table", { name: "Open invitations" })).toContainText(
    viewerEmail,
  );

  const counsel = await acceptInvitation(browser, counselEmail);
  const viewer = await acceptInvitation(browser, viewerEmail);

  // The company's list shows the submission, and who started it.
  await expect(counsel.getByRole("link", { name: "The Lantern Keeper" })).toBeVisible();
  await expect(counsel.getByText(new RegExp(`^${COMPANY} · started by`))).toBeVisible();

  // Counsel decides on an item.
  await counsel.goto(`/submission/${owner.id}`);
  await counsel.getByRole("combobox", { name: `Your decision on ${item.canonical}` }).click();
  await counsel.getByRole("option", { name: "Accept", exact: true }).click();
  await expect(counsel.getByText("Saved: Accept.")).toBeVisible();

  // The viewer reads the report, with the decision as text and no control; the API refuses.
  await viewer.goto(`/submission/${owner.id}`);
  await expect(viewer.getByRole("heading", { name: "Clearance report, version 1" })).toBeVisible();
  await expect(viewer.getByRole("table", { name: "Report items" })).toContainText(item.canonical);
  await expect(viewer.getByRole("combobox", { name: /^Your decision on/ })).toHaveCount(0);
  const refused = await viewer.request.put(
    `/api/submissions/${owner.id}/report/items/${item.id}/decision`,
    { data: { decision: "will_change" } },
  );
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    `Your role in ${COMPANY} (Viewer) cannot decide on items. Ask an owner, producer or counsel.`,
  );

  // The owner's company page: members with their roles, and the audit trail.
  await ownerPage.goto("/company");
  const members = ownerPage.getByRole("table", { name: "Members" });
  await expect(members).toContainText(counselEmail);
  await expect(members).toContainText(viewerEmail);
  await expect(ownerPage.getByRole("table", { name: "Audit trail" })).toContainText(
    "Member joined",
  );
  await ownerPage.setViewportSize(PHONE);
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await screenshot(ownerPage, "company-390");
  await ownerPage.setViewportSize(LAPTOP);
  await screenshot(ownerPage, "company-1366");

  // Removing the viewer ends their access on their next request.
  await ownerPage
    .getByRole("row", { name: new RegExp(viewerEmail.replace(/[.]/g, "\\.")) })
    .getByRole("button", { name: "Remove" })
    .click();
  await ownerPage
    .getByRole("dialog", { name: "Remove member" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(ownerPage.getByText(`${viewerEmail} was removed.`)).toBeVisible();
  expect((await viewer.request.get(`/api/submissions/${owner.id}/report`)).status()).toBe(404);
  await owner.context.close();
});
