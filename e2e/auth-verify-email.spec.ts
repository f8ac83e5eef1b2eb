import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emailsTo } from "./support/mailbox";
import { mainServer } from "./support/servers";

test("an unverified user is held on verify-email, can resend, and can log out", async ({
  page,
  context,
  snap,
}) => {
  const { email } = await createUser(context, { verified: false });
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByText("Verify your email!")).toBeVisible();
  // One e-mail, sent at sign-up: the screen opening sends no second one.
  const count = async () => (await emailsTo(mainServer, email)).length;
  await expect.poll(count).toBe(1);

  await page.getByText("Resend Email").click();
  await expect(page.getByText("Email resent")).toBeVisible();
  await expect.poll(count).toBe(2);
  await snap("verify-email-resent");

  await page.getByText("Logout").click();
  // "/auth/verify-email" matches /\/auth/ too: wait for the sign-in page itself.
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/");
  await expect(page).toHaveURL("/auth?redirectToPath=%2F");
});

test.describe("verification links", () => {
  test("an invalid link says it has expired", async ({ page, context, snap }) => {
    await createUser(context, { verified: false });
    await page.goto("/auth/verify-email?token=stale-token&tenantId=public");
    await expect(page.getByText("The email verification link has expired")).toBeVisible();
    await snap("verify-email-expired");
  });
});
