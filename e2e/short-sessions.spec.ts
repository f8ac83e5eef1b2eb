import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { shortSessionServer } from "./support/servers";

// This project's app mints access tokens that live two seconds.
test.use({ allowedConsoleErrors: /status of 401/ }); // the expired call before its silent refresh

test("a page used after its access token expired refreshes silently and stays", async ({
  page,
  context,
}) => {
  const { email } = await createUser(context, { server: shortSessionServer });
  await page.goto("/profile");
  await expect(page.getByText(email)).toBeVisible();
  const before = (await context.cookies()).find((cookie) => cookie.name === "sAccessToken")?.value;

  await page.waitForTimeout(2_500); // past the token's lifetime
  await page.getByRole("banner").getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();

  await page.waitForTimeout(2_500);
  await page.reload();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
  const after = (await context.cookies()).find((cookie) => cookie.name === "sAccessToken")?.value;
  expect(after).not.toBe(before);
});

test("logout ends the session for good", async ({ page, context }) => {
  await createUser(context, { server: shortSessionServer });
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/profile");
  await expect(page).toHaveURL("/auth?redirectToPath=%2Fprofile");
});
