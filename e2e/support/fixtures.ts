import { expect, test as base, type Page } from "@playwright/test";

type Options = {
  /** Console errors a test provokes on purpose; any other one fails the test. */
  allowedConsoleErrors: RegExp | undefined;
};

type Fixtures = {
  consoleGuard: void;
  /** Saves a full-page screenshot of `target` (the test's page by default) among its artifacts. */
  snap: (name: string, target?: Page) => Promise<void>;
};

let testCounter = 0;

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [undefined, { option: true }],
  // Each test comes from an address of its own, so rate limits per IP never cross tests.
  extraHTTPHeaders: async ({}, use) => {
    testCounter += 1;
    await use({
      "x-forwarded-for": `198.18.${Math.floor(testCounter / 250)}.${(testCounter % 250) + 1}`,
    });
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // On a first visit the SDK asks the refresh endpoint whether a session exists: a 401
        // there is its expected "no", which Chromium logs as a failed resource.
        const { url } = message.location();
        if (url.endsWith("/api/auth/session/refresh")) return;
        errors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  snap: async ({ page }, use, testInfo) => {
    await use(async (name: string, target: Page = page) => {
      const path = testInfo.outputPath(`${name}.png`);
      await target.screenshot({ path, fullPage: true });
      await testInfo.attach(name, { path, contentType: "image/png" });
    });
  },
});

export { expect };

/** The prebuilt UI's field error under an input (it lives in the UI's shadow root). */
export const fieldError = (page: Page, field: string) =>
  page.locator(
    `[data-supertokens~=formRow]:has(input[name="${field}"]) [data-supertokens~=inputErrorMessage]`,
  );

/** The prebuilt UI's general error above its form. */
export const generalError = (page: Page) => page.locator("[data-supertokens~=generalError]");
