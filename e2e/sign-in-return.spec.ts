import type { Page } from "@playwright/test";

import { createUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mainServer } from "./support/servers";

/** Return addresses a browser would read as another host (docs/architecture.md, "The browser's session"). */
const ELSEWHERE = [
  "/.//evil.example/x",
  "/\\evil.example/x",
  "/%2e//evil.example/x",
  "/\t/evil.example/x",
];

/** Another host answers, should the browser be sent there, so a wrong landing shows as a URL. */
async function answerForEvilHost(page: Page) {
  await page
    .context()
    .route(/^https?:\/\/evil\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>elsewhere</h1>" }),
    );
}

const signInPage = (returnTo: string) => `/auth?redirectToPath=${encodeURIComponent(returnTo)}`;

for (const returnTo of ELSEWHERE) {
  test(`password sign-in stays on the site when redirectToPath is ${JSON.stringify(returnTo)}`, async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const { email } = await createUser(other);
    await other.close();
    await answerForEvilHost(page);
    await page.goto(signInPage(returnTo));
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill(PASSWORD);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${mainServer.baseURL}/`);
    await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
  });
}

test("Google sign-in stays on the site when redirectToPath is /.//evil.example/x", async ({
  page,
}) => {
  await answerForEvilHost(page);
  await page.goto(signInPage("/.//evil.example/x"));
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveTitle(/Sign in with Google/);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("google"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${mainServer.baseURL}/`);
  await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
});
