import { expect, test as base } from "@playwright/test";

type Options = {
  /** Console errors a test provokes on purpose; any other one fails the test. */
  allowedConsoleErrors: RegExp | undefined;
};

export const test = base.extend<Options & { consoleGuard: void }>({
  allowedConsoleErrors: [undefined, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
