import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { createUser } from "./accounts";
import { expect } from "./fixtures";

/**
 * Signs `page` in as a new admin who moves the paid submission into research through the API;
 * that admin's API client and the submission's admin API path.
 */
export async function researchStarted(page: Page, context: BrowserContext, id: string) {
  await createUser(context, { admin: true });
  const admin = page.request;
  const base = `/api/admin/submissions/${id}`;
  expect(
    (await admin.post(`${base}/status`, { data: { from: "paid", to: "in_research" } })).ok(),
  ).toBe(true);
  return { admin, base };
}

export type ListedItems = {
  items: {
    id: string;
    canonical: string;
    version: number;
    state: string;
    carried_forward: boolean;
  }[];
};

/**
 * Every item still "Detected" gets a code and a finding through the API, as a researcher's pass
 * would leave it; the items as they were listed before.
 */
export async function workOpenItems(admin: APIRequestContext, base: string) {
  const { items } = (await (await admin.get(`${base}/items`)).json()) as ListedItems;
  for (const item of items.filter((each) => each.state === "detected")) {
    const saved = await admin.patch(`${base}/items/${item.id}`, {
      data: {
        expected_version: item.version,
        code: "NC",
        finding: "No conflict found.",
        state: "finding_recorded",
      },
    });
    expect(saved.ok()).toBe(true);
  }
  return items;
}

/**
 * Every item of the first pass gets "NC" with the canned finding through the API, and the next
 * version of the report is published.
 */
export async function publishedAllClear(admin: APIRequestContext, base: string) {
  const { items } = (await (await admin.get(`${base}/items`)).json()) as ListedItems;
  const bulk = await admin.post(`${base}/items/bulk`, {
    data: {
      action: "set_code",
      code: "NC",
      canned_finding: "nc-no-match",
      item_ids: items.map((item) => item.id),
    },
  });
  expect(bulk.ok()).toBe(true);
  expect((await admin.post(`${base}/report`, { data: {} })).status()).toBe(201);
}

/** The count in the Admin menu's "Needs you (N)", the menu left open. */
export async function needsYouCount(page: Page): Promise<number> {
  await page.getByRole("button", { name: /^Admin/ }).click();
  const entry = page.getByRole("menuitem", { name: /^Needs you \(\d+\)$/ });
  return Number(/\((\d+)\)/.exec((await entry.textContent()) ?? "")?.[1]);
}

/** On the workbench's comments page, posts `body` on the whole submission for the customer. */
export async function answerCustomer(page: Page, id: string, body: string): Promise<void> {
  await page.goto(`/comments/${id}`);
  await page
    .getByRole("radiogroup", { name: "Who sees it" })
    .getByText("Visible to customer")
    .click();
  await page.getByRole("textbox", { name: "Comment on the submission" }).fill(body);
  await page.getByRole("button", { name: "Post for the customer" }).click();
  await expect(
    page.getByText("Comment posted. The customer gets an e-mail about it."),
  ).toBeVisible();
}

/** Publishes version `version` from the submission's admin page, through its preview. */
export async function publishThroughPreview(page: Page, version: number): Promise<void> {
  await page.getByRole("button", { name: "Publish report" }).click();
  await page
    .getByRole("dialog", { name: `Publish version ${version}?` })
    .getByRole("button", { name: "Confirm publish" })
    .click();
  await expect(
    page.getByText(`Version ${version} published; the customer is being e-mailed.`),
  ).toBeVisible();
}
