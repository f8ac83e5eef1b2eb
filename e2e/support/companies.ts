import type { Browser, Page } from "@playwright/test";

import { createUser } from "./accounts";
import { expect } from "./fixtures";
import { latestEmail } from "./mailbox";
import { mainServer } from "./servers";

export const COMPANY = "Northwind Pictures";

/** Picks `option` in the Mantine select named `name`. */
export async function choose(page: Page, name: string, option: string) {
  await page.getByRole("combobox", { name, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** On /company, the owner creates Northwind Pictures and moves their submission titled `title` in. */
export async function createCompanyWith(page: Page, title: string) {
  await page.goto("/company");
  await page.getByRole("textbox", { name: "Company name" }).fill(COMPANY);
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByRole("heading", { name: COMPANY, level: 1 })).toBeVisible();
  await choose(page, "Move one of your own submissions into the company", title);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByText(`Moved into ${COMPANY}`)).toBeVisible();
}

/** On /company, the owner invites `email` with `role`. */
export async function invite(page: Page, email: string, role: string) {
  await page.getByRole("textbox", { name: "Invite by e-mail" }).fill(email);
  await choose(page, "Role", role);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** The invited person, in a browser of their own, signs up and accepts through the e-mailed link. */
export async function acceptInvitation(browser: Browser, email: string) {
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
