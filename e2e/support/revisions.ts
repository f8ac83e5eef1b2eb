import fs from "node:fs";

import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

import { paidSubmissionWithScript } from "./quotes";
import { researchStarted } from "./research";

/** A draft of test/fixtures/revisions as a file input takes it. */
export const revisionDraft = (name: string) => ({
  name,
  mimeType: "text/plain",
  buffer: fs.readFileSync(`test/fixtures/revisions/${name}`),
});

/**
 * "The Lamp Keeper", its first draft, paid for by a customer in a browser of their own (still
 * open), and moved into research by a new admin signed in on `page`.
 */
export async function lampKeeperInResearch(browser: Browser, page: Page, context: BrowserContext) {
  const {
    id,
    context: customerContext,
    page: customer,
  } = await paidSubmissionWithScript(browser, "The Lamp Keeper", {
    name: "lamp-keeper.fountain",
    bytes: revisionDraft("lamp-keeper.fountain").buffer,
  });
  const { admin, base } = await researchStarted(page, context, id);
  return { id, customerContext, customer, admin, base };
}

/**
 * Sends the revised draft `name` from the submission page's revision card, once the page is live:
 * a file chosen before hydration reaches no handler (the card's fieldset is disabled until then).
 */
export async function uploadRevisedDraft(page: Page, name: string) {
  await expect(page.locator('main fieldset[data-hydrated="true"]')).toBeVisible();
  await page
    .getByTestId("revision-card")
    .locator('input[type="file"]')
    .setInputFiles(revisionDraft(name));
}
