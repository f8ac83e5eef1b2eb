import { uniqueEmail } from "./support/accounts";
import { expect, generalError, test } from "./support/fixtures";

async function continueWithGoogle(
  page: import("@playwright/test").Page,
  email: string,
  shareEmail = true,
) {
  await page.goto("/auth");
  await signInAtGoogle(page, email, shareEmail);
}

/** From the sign-in screen open in `page`. */
async function signInAtGoogle(
  page: import("@playwright/test").Page,
  email: string,
  shareEmail = true,
) {
  await page.getByRole("button", { name: "Continue with Google" }).click();
  // The development stand-in for Google: type the account's email.
  await expect(page).toHaveTitle(/Sign in with Google/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  if (!shareEmail) await page.getByLabel("Share my email address with the app").uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("Google creates the account the first time and signs in the second", async ({
  page,
  context,
  snap,
}) => {
  const email = uniqueEmail("google");
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
  await snap("google-signed-in");

  await page.goto("/profile");
  await expect(page.getByText("Signs in with Google")).toBeVisible();
  const userIdCookie = (await context.cookies()).find(
    (cookie) => cookie.name === "sAccessToken",
  )?.value;
  const firstUserId = JSON.parse(
    Buffer.from(userIdCookie!.split(".")[1]!, "base64url").toString(),
  ).sub;

  // Signed out as a person would, so no request of the open page meets a vanished session.
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL("/");
  const again = (await context.cookies()).find((cookie) => cookie.name === "sAccessToken")?.value;
  expect(JSON.parse(Buffer.from(again!.split(".")[1]!, "base64url").toString()).sub).toBe(
    firstUserId,
  );
});

test("a Google account that keeps its email shows the spec's message", async ({ page, snap }) => {
  await continueWithGoogle(page, uniqueEmail("quiet"), false);
  await expect(page).toHaveURL(/\/auth\?error=no_email_present/);
  await expect(generalError(page)).toHaveText(
    "Could not retrieve email. Please try a different method.",
  );
  await snap("google-no-email");
});

test("Google brings a visitor sent to sign-in back to the page they asked for", async ({
  page,
}) => {
  await page.goto("/profile?tab=security");
  await expect(page).toHaveURL("/auth?redirectToPath=%2Fprofile%3Ftab%3Dsecurity");
  await signInAtGoogle(page, uniqueEmail("back"));
  await expect(page).toHaveURL("/profile?tab=security");
  await expect(page.getByText("Signs in with Google")).toBeVisible();
});
