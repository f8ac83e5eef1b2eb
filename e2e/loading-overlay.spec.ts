import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("global loading overlay", () => {
  test.beforeEach(async ({ context }) => {
    await createUser(context);
  });

  test("shows 'Loading...' while 'New' waits for the server, then opens the quote", async ({
    page,
  }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/submissions/new", async (route) => {
      await answered;
      await route.continue();
    });

    await page.goto("/");
    const overlay = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(overlay).toBeHidden();

    await page.getByRole("banner").getByRole("button", { name: "New" }).click();
    await expect(overlay).toBeVisible();

    answer();
    await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/);
    await expect(overlay).toBeHidden();
  });

  test.describe("when the server refuses", () => {
    test.use({ allowedConsoleErrors: /status of 503|Could not start a new quote/ });

    test("the overlay goes away and a toast says what happened", async ({ page }) => {
      await page.route("**/api/submissions/new", (route) =>
        route.fulfill({ status: 503, json: { message: "We are down for maintenance." } }),
      );
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "New" }).click();

      const toast = page.getByRole("alert").filter({ hasText: "Could not start a new quote" });
      await expect(toast).toContainText("We are down for maintenance.");
      await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeHidden();
      await expect(page).toHaveURL("/");
    });
  });
});
