import type { Page } from "@playwright/test";

import { createUser, uniqueEmail } from "./support/accounts";
import { acceptInvitation, COMPANY, createCompanyWith, invite } from "./support/companies";
import { expect, test } from "./support/fixtures";
import { paidSubmissionWithScript, quoteOnSummary } from "./support/quotes";
import { researchStarted, workOpenItems } from "./support/research";
import { LANTERN_KEEPER } from "./support/screenplays";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

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
  await createCompanyWith(ownerPage, "The Lantern Keeper");

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

test("a viewer sees a teammate's quote and summary read-only, with the reason and no control to change or pay", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await createUser(context);
  const id = await quoteOnSummary(page, "Harbour Light");
  await createCompanyWith(page, "Harbour Light");
  const viewerEmail = uniqueEmail("viewer");
  await invite(page, viewerEmail, "Viewer");
  const viewer = await acceptInvitation(browser, viewerEmail);
  const why = `Your role in ${COMPANY} (Viewer) cannot`;

  // The list opens the draft but offers no way to delete it.
  await expect(viewer.getByRole("link", { name: "Harbour Light" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Delete Harbour Light" })).toHaveCount(0);

  await viewer.goto(`/quote/${id}`);
  await expect(viewer.getByTestId("read-only-note")).toHaveText(
    `You can view this quote. ${why} change quotes or upload scripts. Ask an owner or producer.`,
  );
  await expect(viewer.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Harbour Light",
  );
  await expect(viewer.getByRole("textbox", { name: "Title", exact: true })).toBeDisabled();
  await expect(viewer.getByRole("radio", { name: /^Standard/ })).toBeDisabled();
  for (const control of ["Upload the script", "Continue", "Add an item"]) {
    await expect(viewer.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(viewer.getByRole("button", { name: "View file" })).toBeEnabled();

  await viewer.goto(`/summary/${id}`);
  await expect(viewer.getByTestId("read-only-note")).toHaveText(
    `You can view this quote. ${why} pay for quotes. Ask an owner or producer.`,
  );
  await expect(viewer.getByTestId("quote-total")).toHaveText("$450.00");
  await expect(viewer.getByRole("link", { name: "Edit quote" })).toHaveCount(0);
  for (const control of ["Pay by card", "Request proforma invoice", "Apply"]) {
    await expect(viewer.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(viewer.getByRole("heading", { name: "Billing details" })).toHaveCount(0);

  // The owner's own pages still offer everything.
  await page.goto(`/summary/${id}`);
  await expect(page.getByRole("button", { name: "Pay by card" })).toBeVisible();
  await expect(page.getByTestId("read-only-note")).toHaveCount(0);
  await viewer.context().close();
});
