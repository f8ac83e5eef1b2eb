import { randomUUID } from "node:crypto";

import type { BrowserContext } from "@playwright/test";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { ensureBillingDetails, uploadShortScript } from "./support/quotes";
import { mainServer } from "./support/servers";

/**
 * A page's markup as the server sends it to `owner`, its scripts left out: what it shows
 * before any JavaScript runs (the React payload in the scripts does not count).
 */
async function serverMarkup(owner: BrowserContext, path: string): Promise<string> {
  const response = await owner.request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** A titled draft made through the API, as the quote editor saves it; its id. */
async function draft(owner: BrowserContext, title: string): Promise<string> {
  const started = await owner.request.get("/api/submissions/new");
  const { correlation_id: id } = (await started.json()) as { correlation_id: string };
  const saved = await owner.request.patch(`/api/submissions/${id}`, { data: { title } });
  expect(saved.ok()).toBe(true);
  await uploadShortScript(owner.request, id);
  return id;
}

/** The number of the submission's order, as its owner's API reports it. */
async function orderNumber(owner: BrowserContext, id: string): Promise<string> {
  const view = await (await owner.request.get(`/api/submissions/${id}`)).json();
  return (view as { order: { number: string } }).order.number;
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

test("a customer's pages carry their data in the server's HTML", async ({ context }) => {
  const { email } = await createUser(context);
  const title = unique("Harbour Lights");
  const id = await draft(context, title);

  expect(await serverMarkup(context, "/")).toContain(`>${title}</a>`);
  expect(await serverMarkup(context, `/quote/${id}`)).toContain(`value="${title}"`);
  expect(await serverMarkup(context, `/summary/${id}`)).toContain(`Summary: ${title}`);
  expect(await serverMarkup(context, `/submission/${id}`)).toContain(`Submission: ${title}`);
  expect(await serverMarkup(context, "/profile")).toContain(email);

  await ensureBillingDetails(context.request);
  const checkout = `/api/submissions/${id}/checkout`;
  expect((await context.request.post(checkout, { data: { acceptTerms: true } })).ok()).toBe(true);
  const number = await orderNumber(context, id);
  expect(await serverMarkup(context, `/return/${id}`)).toContain(`confirm order ${number}`);
});

test("an admin's pages carry their data in the server's HTML", async ({ browser, context }) => {
  const { email } = await createUser(context);
  const title = unique("Salt Road");
  const id = await draft(context, title);
  const billing = {
    name: "Ana Ruiz",
    address_line1: "Calle Sol 3",
    city: "Sevilla",
    country: "ES",
  };
  expect((await context.request.patch("/api/user/billing", { data: billing })).ok()).toBe(true);
  const requested = await context.request.post(`/api/submissions/${id}/proforma`, {
    data: { acceptTerms: true },
  });
  expect(requested.status()).toBe(201);
  const number = await orderNumber(context, id);

  const admin = await browser.newContext({ baseURL: mainServer.baseURL });
  await createUser(admin, { admin: true });
  const code = `SSR-${randomUUID().slice(0, 6)}`.toUpperCase();
  const voucher = await admin.request.post("/api/admin/vouchers", {
    data: { code, kind: "percent", value: 10 },
  });
  expect(voucher.status()).toBe(201);

  expect(await serverMarkup(admin, `/admin/list?q=${number}`)).toContain(title);
  const submission = await serverMarkup(admin, `/admin/submission/${id}`);
  expect(submission).toContain(`Submission: ${title}`);
  expect(submission).toContain(`Customer: ${email}`);
  expect(await serverMarkup(admin, "/admin/vouchers")).toContain(code);
  expect(await serverMarkup(admin, "/admin/proformas")).toContain(title);
  await admin.close();
});

test("the browser hydrates the server's page rather than drawing it again", async ({
  page,
  context,
}) => {
  await createUser(context, { admin: true });
  // The first page body the HTML delivers (the layouts' fieldset), whether it streams in hidden
  // or in place: hydrated, it is the element on screen; drawn again, it is replaced.
  await page.addInitScript(() => {
    const seen = window as unknown as { serverBody?: Element };
    new MutationObserver((_, observer) => {
      const body = document.querySelector("fieldset[data-hydrated]");
      if (!body) return;
      seen.serverBody = body;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/", "/profile", "/admin/list", "/admin/vouchers"]) {
    // Several loads: a context change during streaming hits only some of them.
    for (let load = 0; load < 4; load += 1) {
      await page.goto(path);
      await expect(page.locator('main fieldset[data-hydrated="true"]')).toBeVisible();
      const kept = await page.evaluate(
        () =>
          document.querySelector("main fieldset") ===
          (window as unknown as { serverBody?: Element }).serverBody,
      );
      expect(kept, `${path}, load ${load + 1}`).toBe(true);
    }
  }
});
