import { createUser, PASSWORD, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mainServer } from "./support/servers";

test.describe(() => {
  test.use({ allowedConsoleErrors: /status of 400/ }); // the refused wrong current password

  test("changes the password: wrong current password, the spec's rules, then success", async ({
    page,
    context,
  }) => {
    const { email } = await createUser(context);
    await page.goto("/profile");
    await page.getByLabel("Current password").fill("Not-my-password-1");
    await page.getByLabel("New password", { exact: true }).fill("short1");
    await page.getByLabel("Confirm new password").fill("short2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByText("Password must contain at least 8 characters, including a number"),
    ).toBeVisible();
    await expect(page.getByText("Confirmation password doesn't match")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("Brand-new-pass-9");
    await page.getByLabel("Confirm new password").fill("Brand-new-pass-9");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The current password is not correct.")).toBeVisible();

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    const fresh = await context.browser()!.newContext();
    await expect(signIn(fresh, email)).rejects.toThrow(/WRONG_CREDENTIALS_ERROR/);
    await fresh.close();
  });
});

test("signs out everywhere", async ({ page, context, browser }) => {
  const { email } = await createUser(context);
  const elsewhere = await browser.newContext();
  await signIn(elsewhere, email);

  // The header's account lookup is done: no request of this page is left to meet the revocation.
  const lookup = page.waitForResponse("**/api/user/info");
  await page.goto("/profile");
  expect((await lookup).ok()).toBe(true);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Sign-in loads afresh; the outcome's toast is shown there.
  await expect(page.getByText("You were signed out on every device.")).toBeVisible();
  const other = await elsewhere.request.get(`${mainServer.baseURL}/api/user/info`);
  expect(other.status()).toBe(401);
  await elsewhere.close();
});

test("deletes the account after the email is typed", async ({ page, context }) => {
  const { email } = await createUser(context);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your email").fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/auth$/);

  const fresh = await context.browser()!.newContext();
  await expect(signIn(fresh, email)).rejects.toThrow(/WRONG_CREDENTIALS_ERROR/);
  await fresh.close();
});
