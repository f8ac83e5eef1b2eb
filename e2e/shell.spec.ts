import { routes } from "@/config/routes";
import { site } from "@/config/site";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const SAMPLE_ID = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
const concrete = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, SAMPLE_ID);

test.describe("shared layout", () => {
  test("header shows the logo home link and the marketing links", async ({ page }) => {
    await page.goto("/auth");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: `${site.name} home` })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(banner.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      site.links.pricing,
    );
    await expect(banner.getByRole("link", { name: "FAQs" })).toHaveAttribute(
      "href",
      site.links.faqs,
    );
  });

  test("the server renders 'Loading auth...' on sign-in, where the browser determines the session", async ({
    request,
  }) => {
    const html = await (await request.get("/auth")).text();
    expect(html).toContain("Loading auth...");
  });

  test("a signed-in page's HTML already has the signed-in header", async ({ context }) => {
    const { email } = await createUser(context, { admin: true });
    const html = await (await context.request.get("/")).text();
    expect(html).not.toContain("Loading auth...");
    for (const label of [">New<", ">List<", ">Admin<", `>${email.charAt(0)}<`])
      expect(html).toContain(label);
  });

  test.describe(() => {
    // The browser logs the 404 of the page itself.
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("an unknown path shows Not Found with a 404 status", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
      await expect(page).toHaveTitle(`no | ${site.name}`);
    });
  });

  test("the logo leads a signed-in customer to their submissions", async ({ page, context }) => {
    await createUser(context);
    await page.goto("/profile");
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name} home` })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "My submissions" })).toBeVisible();
  });
});

test.describe("page titles are the first path segment followed by the product name", () => {
  // The sample id belongs to no submission, so pages that load one are answered 404.
  test.use({ allowedConsoleErrors: /status of 404/ });
  test.beforeEach(async ({ context, page }) => {
    await createUser(context, { admin: true });
    // /quote starts a quote on arrival; hold that call so the page stays put.
    await page.route("**/api/submissions/new", () => {});
  });

  test("on every route of the product", async ({ page }) => {
    for (const { pattern } of routes) {
      const path = concrete(pattern);
      const segment = path.split("/")[1];
      await page.goto(path);
      await expect(page, path).toHaveTitle(segment ? `${segment} | ${site.name}` : site.name);
    }
  });

  test("after client-side navigation", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveTitle(`profile | ${site.name}`);
    await page.getByRole("banner").getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(site.name);
  });
});
