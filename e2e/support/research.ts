import type { BrowserContext, Page } from "@playwright/test";

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
