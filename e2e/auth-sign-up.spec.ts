import type { Locator, Page } from "@playwright/test";

import { createUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, fieldError, test } from "./support/fixtures";
import { emailsTo, latestEmail, VERIFY_SUBJECT } from "./support/mailbox";
import { mainServer } from "./support/servers";

test.describe("sign-up (spec §5)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/auth?show=signup");
    await expect(page.getByText("Sign Up", { exact: true }).first()).toBeVisible();
  });

  test("validates each field on blur with the spec's exact messages", async ({ page, snap }) => {
    const email = page.locator("input[name=email]");
    const password = page.locator("input[name=password]");

    await email.fill("not-an-email");
    await password.focus();
    await expect(fieldError(page, "email")).toHaveText("Email is invalid");

    const cases: [string, string][] = [
      ["short1", "Password must contain at least 8 characters, including a number"],
      [`a1${"x".repeat(98)}`, "Password's length must be lesser than 100 characters"],
      ["12345678", "Password must contain at least one alphabet"],
      ["abcdefgh", "Password must contain at least one number"],
    ];
    for (const [value, message] of cases) {
      await password.fill(value);
      await email.focus();
      await expect(fieldError(page, "password")).toHaveText(message);
    }
    await snap("sign-up-errors");
  });

  test("says 'Field is not optional' for empty fields", async ({ page }) => {
    await page.locator("button[type=submit]").click();
    await expect(fieldError(page, "email")).toHaveText("Field is not optional");
    await expect(fieldError(page, "password")).toHaveText("Field is not optional");
  });

  test("says an email is taken as soon as the field is left", async ({ page, browser }) => {
    const other = await browser.newContext();
    const { email } = await createUser(other);
    await other.close();
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").focus();
    await expect(fieldError(page, "email")).toHaveText(
      "This email already exists. Please sign in instead.",
    );
  });

  test("clears errors when switching between sign-up and sign-in", async ({ page }) => {
    await page.locator("input[name=email]").fill("bad");
    await page.locator("input[name=password]").focus();
    await expect(fieldError(page, "email")).toBeVisible();
    await page.getByText("Sign In", { exact: true }).click();
    await expect(page.getByText("Sign In", { exact: true }).first()).toBeVisible();
    await expect(page.locator("[data-supertokens~=inputErrorMessage]")).toHaveCount(0);
  });

  test("signs up, sends the verification e-mail, and its link leads to the app", async ({
    page,
    snap,
  }) => {
    const email = uniqueEmail("signup");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill(PASSWORD);
    await page.locator("button[type=submit]").click();

    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByText("Verify your email!")).toBeVisible();
    await snap("verify-email-send");

    const message = await latestEmail(mainServer, email, VERIFY_SUBJECT);
    await page.goto(message.links[0]!);
    await expect(page.getByText("Email verification successful!")).toBeVisible();
    await snap("verify-email-success");
    await page.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
  });
});

test("any other value of show opens sign-in", async ({ page, snap }) => {
  await page.goto("/auth?show=anything");
  await expect(page.locator("button[type=submit]")).toHaveText("SIGN IN");
  await snap("sign-in");
});

/** Presses Tab until `target` has the focus (inside the prebuilt UI's shadow root too). */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const focused = () =>
    target.evaluate((element) => (element.getRootNode() as Document).activeElement === element);
  for (let presses = 0; presses < 25 && !(await focused()); presses++) {
    await page.keyboard.press("Tab");
  }
  expect(await focused()).toBe(true);
}

test("signs up with the keyboard alone: Tab reaches Sign Up, the form, and its button", async ({
  page,
}) => {
  const email = uniqueEmail("keyboard");
  await page.goto("/auth");
  await expect(page.locator("button[type=submit]")).toHaveText("SIGN IN");

  await tabTo(page, page.getByRole("button", { name: "Sign Up", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.locator("button[type=submit]")).toHaveText("SIGN UP");

  await tabTo(page, page.locator("input[name=email]"));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.locator("button[type=submit]"));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByText("Verify your email!")).toBeVisible();
  // One e-mail: sent at sign-up, the screen asks for no second one as it opens.
  await latestEmail(mainServer, email, VERIFY_SUBJECT);
  await page.waitForTimeout(1000);
  expect(await emailsTo(mainServer, email)).toHaveLength(1);
});
