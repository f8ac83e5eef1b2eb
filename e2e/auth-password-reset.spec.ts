import { createUser, PASSWORD } from "./support/accounts";
import { expect, fieldError, generalError, test } from "./support/fixtures";
import { latestEmail, RESET_SUBJECT } from "./support/mailbox";
import { mainServer } from "./support/servers";

test("resets a forgotten password end to end", async ({ page, browser, snap }) => {
  const other = await browser.newContext();
  const { email } = await createUser(other);
  await other.close();

  await page.goto("/auth");
  await page.getByText("Forgot password?").click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.locator("[data-supertokens~=headerTitle]")).toHaveText("Reset your password");
  await snap("reset-password-request");
  await page.locator("input[name=email]").fill(email);
  await page.getByRole("button", { name: "Email me" }).click();
  await expect(
    page.getByText(`A password reset email has been sent to ${email}`, { exact: false }),
  ).toBeVisible();

  const link = (await latestEmail(mainServer, email, RESET_SUBJECT)).links[0]!;
  await page.goto(link);
  await expect(page.locator("[data-supertokens~=headerTitle]")).toHaveText("Change your password");
  await snap("reset-password-new");
  await page.locator("input[name=password]").fill("Fresh-start-42");
  await page.locator("input[name=confirm-password]").fill("Fresh-start-43");
  await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
  await expect(fieldError(page, "confirm-password")).toHaveText(
    "Confirmation password doesn't match",
  );

  await page.locator("input[name=confirm-password]").fill("Fresh-start-42");
  await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
  await expect(page.getByText("Your password has been updated successfully")).toBeVisible();
  await snap("reset-password-success");
  await page.getByRole("button", { name: "SIGN IN" }).click();

  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(generalError(page)).toHaveText("Incorrect email and password combination");
  await page.locator("input[name=password]").fill("Fresh-start-42");
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL("/");
});

test("an invalid reset link says so", async ({ page }) => {
  await page.goto("/auth/reset-password?token=not-a-real-token&tenantId=public");
  await page.locator("input[name=password]").fill("Fresh-start-42");
  await page.locator("input[name=confirm-password]").fill("Fresh-start-42");
  await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
  await expect(generalError(page)).toHaveText("Invalid password reset token");
});
