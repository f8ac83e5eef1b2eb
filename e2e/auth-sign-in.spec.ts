import { createUser, PASSWORD } from "./support/accounts";
import { expect, fieldError, generalError, test } from "./support/fixtures";

async function signUpElsewhere(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext();
  const user = await createUser(context);
  await context.close();
  return user;
}

async function fillSignIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.locator("button[type=submit]").click();
}

test("a wrong password says 'Incorrect email and password combination'", async ({
  page,
  browser,
  snap,
}) => {
  const { email } = await signUpElsewhere(browser);
  await page.goto("/auth");
  await fillSignIn(page, email, "Wrong-pass-1");
  await expect(generalError(page)).toHaveText("Incorrect email and password combination");
  await snap("sign-in-wrong-password");
});

test("sign-in does not validate on blur", async ({ page }) => {
  await page.goto("/auth");
  await page.locator("input[name=email]").fill("not-an-email");
  await page.locator("input[name=password]").focus();
  await expect(fieldError(page, "email")).toHaveCount(0);
});

test("a visitor sent to sign-in comes back to the page they asked for", async ({
  page,
  browser,
}) => {
  const { email } = await signUpElsewhere(browser);
  await page.goto("/profile?tab=security");
  await expect(page).toHaveURL("/auth?redirectToPath=%2Fprofile%3Ftab%3Dsecurity");
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/profile?tab=security");
  await expect(page.getByText(email)).toBeVisible();
});

test("the signed-in header shows New, List and the account button; Logout ends the session", async ({
  page,
  context,
}) => {
  const { email } = await createUser(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user/info", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "New" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "List" })).toBeVisible();
  // The server's HTML has the user: the account button does not wait for the account lookup.
  const account = banner.getByTestId("account-button");
  await expect(account).toHaveText(email.charAt(0));
  release();
  await expect(banner.getByRole("button", { name: "Admin" })).toHaveCount(0);

  await banner.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("dialog").getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/");
  await expect(page).toHaveURL("/auth?redirectToPath=%2F");
});

test("sign-in, the site, logout and sign-in again in one tab, then the same after reloads", async ({
  page,
  browser,
}) => {
  const { email } = await signUpElsewhere(browser);
  const banner = page.getByRole("banner");
  const account = banner.getByTestId("account-button");
  const roundTrip = async () => {
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/");
    await expect(account).toHaveText(email.charAt(0));
    await banner.getByRole("link", { name: "List" }).click();
    await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
    await banner.getByRole("button", { name: "Account" }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");
    await account.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.locator("input[name=email]")).toBeVisible();
  };
  await page.goto("/auth");
  await roundTrip();
  await roundTrip();
  await page.reload();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/");
  await page.reload();
  await expect(account).toHaveText(email.charAt(0));
  // From a sign-in screen, the logo leads home by client navigation.
  await page.goto("/auth/reset-password");
  await banner.getByRole("link", { name: /home$/ }).click();
  await expect(page).toHaveURL("/");
  await expect(account).toHaveText(email.charAt(0));
});

test.describe(() => {
  test.use({ allowedConsoleErrors: /status of 404/ }); // the unknown page itself

  test("a client navigation that ends at sign-in loads it afresh, and signing in works", async ({
    page,
    browser,
  }) => {
    const { email } = await signUpElsewhere(browser);
    await page.goto("/no/such/page");
    // Signed out, the link home is redirected to sign-in.
    await page.getByRole("link", { name: "Go to my submissions" }).click();
    await expect(page).toHaveURL("/auth?redirectToPath=%2F");
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByTestId("account-button")).toHaveText(
      email.charAt(0),
    );
  });
});

test.describe("rate limits", () => {
  test.use({ allowedConsoleErrors: /status of 429/ });

  test("too many sign-in attempts show the rate-limit message", async ({ page, browser, snap }) => {
    const { email } = await signUpElsewhere(browser);
    await page.goto("/auth");
    for (let attempt = 0; attempt < 10; attempt++) {
      await fillSignIn(page, email, `Wrong-pass-${attempt}`);
      await expect(generalError(page)).toHaveText("Incorrect email and password combination");
    }
    await fillSignIn(page, email, PASSWORD);
    await expect(generalError(page)).toHaveText(
      /^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/,
    );
    await snap("sign-in-rate-limited");
  });
});

test("the sign-in screen explains third-party errors from the query (spec §8)", async ({
  page,
}) => {
  await page.goto("/auth?error=signin");
  await expect(generalError(page)).toHaveText("Something went wrong. Please try again.");
  await page.goto("/auth?error=custom&message=Your%20company%20account%20is%20not%20active%20yet.");
  await expect(generalError(page)).toHaveText("Your company account is not active yet.");
});
