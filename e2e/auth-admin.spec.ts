import { spawnSync } from "node:child_process";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mainServer } from "./support/servers";

test.use({ allowedConsoleErrors: /status of 403/ }); // the access-denied page itself answers 403

test("a non-admin sees access denied on every admin page, and can log out from it", async ({
  page,
  context,
  snap,
}) => {
  const { email } = await createUser(context);
  const account = page.getByRole("banner").getByTestId("account-button");
  for (const path of [
    "/admin/list",
    "/admin/vouchers",
    "/admin/proformas",
    "/admin/settings",
    "/admin/submission/abc",
    "/script/abc",
    "/comments/abc",
    "/title-clearance/abc",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByText("Access denied"), path).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(account).toHaveText(email.charAt(0)); // the page has settled, as for a person
  }
  await snap("access-denied");
  await page.getByText("Log out").click();
  await expect(page).toHaveURL(/\/auth/);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: /status of 403/ });

  test("the access-denied screen's 'Go back' returns to the previous page", async ({
    page,
    context,
  }) => {
    await createUser(context);
    await page.goto("/profile");
    await page.goto("/admin/list");
    await page.getByText("Go back").click();
    await expect(page).toHaveURL("/profile");
  });
});

test("an admin sees the Admin menu and opens the admin pages", async ({ page, context }) => {
  await createUser(context, { admin: true });
  await page.goto("/");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Admin" }).click();
  for (const label of ["Orders", "Vouchers", "Proformas", "Settings"])
    await expect(page.getByRole("menuitem", { name: label })).toBeVisible();
  await page.getByRole("menuitem", { name: "Orders" }).click();
  await expect(page).toHaveURL("/admin/list");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
});

test("a role granted or revoked with user:admin takes effect without signing in again", async ({
  page,
  context,
}) => {
  const { email } = await createUser(context);
  const userAdmin = (action: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/user-admin.ts", action, email], {
      env: { ...process.env, DATA_DIR: mainServer.dataDir },
      encoding: "utf8",
    });

  await page.goto("/");
  await expect(page.getByRole("banner").getByTestId("account-button")).toHaveText(email.charAt(0));
  const granted = userAdmin("grant");
  expect(granted.stdout).toContain(`${email} is now an admin`);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "Admin" })).toBeVisible();
  await page.goto("/admin/list");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();

  expect(userAdmin("revoke").stdout).toContain(`${email} is no longer an admin`);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Admin" })).toHaveCount(0);
  expect(userAdmin("grant-nobody").status).toBe(2);
});
