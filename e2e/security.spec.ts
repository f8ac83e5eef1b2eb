/**
 * An attacker's probes against the running app (the real launcher, auth core and database),
 * one test per hole found, so none can come back: rate limits whatever the path's form, forged
 * forwarding headers, bodies without a length, revoked sessions, control characters, the page
 * gate's prefetches and forged tokens, cross-site requests. Plus the probes that always held.
 */
import { once } from "node:events";
import http from "node:http";

import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
} from "@playwright/test";

import { createUser, PASSWORD, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mainServer, shortSessionServer } from "./support/servers";

const EVIL = "https://evil.example";
const form = (fields: Record<string, string>) => ({
  formFields: Object.entries(fields).map(([id, value]) => ({ id, value })),
});

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
}

async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find(({ name }) => name === "sAccessToken");
  if (!cookie) throw new Error("no access token in the browser context");
  return cookie.value;
}

/**
 * Sends `total` bytes in chunks without a Content-Length (chunked), as fast as the server takes
 * them, and stops as soon as it answers: its status, its body and how much was sent by then.
 */
async function streamUntilAnswered(
  url: string,
  headers: Record<string, string>,
  method: string,
  total: number,
  prefix = "",
): Promise<{ status: number; body: string; sent: number }> {
  const chunk = Buffer.alloc(256 * 1024, "a");
  const request = http.request(url, {
    method,
    headers: { ...headers, "transfer-encoding": "chunked" },
  });
  request.on("error", () => {}); // the server may close the socket once it has answered
  let answer: { status: number; body: string } | undefined;
  const answered = new Promise<void>((resolve) => {
    request.on("response", (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() };
        resolve();
      });
    });
  });
  let sent = 0;
  if (prefix) {
    request.write(prefix);
    sent += prefix.length;
  }
  while (!answer && sent < total) {
    sent += chunk.length;
    if (!request.write(chunk)) await Promise.race([once(request, "drain"), answered]);
  }
  if (!answer) request.end();
  await answered;
  request.destroy();
  return { ...answer!, sent };
}

test.describe("rate limits hold whatever form the auth path takes", () => {
  test("wrong passwords through the tenant path, a trailing slash and capitals lock the account", async ({
    context,
  }) => {
    const { email } = await createUser(context);
    await context.clearCookies();
    const variants = [
      "/api/auth/public/signin",
      "/api/auth/signin/",
      "/api/auth/SIGNIN",
      "/api/auth//public/signin",
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await context.request.post(variants[attempt % variants.length]!, {
        data: form({ email, password: "Wrong-password-1" }),
        headers: { rid: attempt % 2 ? "emailpassword" : "thirdpartyemailpassword" },
      });
      statuses.push(response.status());
    }
    // Ten tries are counted, whichever path form the SDK answers; the eleventh is refused.
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);

    // Locked out on the plain path too, even with the right password.
    const right = await context.request.post("/api/auth/signin", {
      data: form({ email, password: PASSWORD }),
      headers: { rid: "emailpassword" },
    });
    expect(right.status()).toBe(429);
    expect((await right.json()).message).toMatch(/Too many sign-in attempts/);
  });

  test("password-reset e-mails are counted on the tenant path and the plain one together", async ({
    context,
  }) => {
    const { email } = await createUser(context);
    const statuses: number[] = [];
    for (const path of [
      "/api/auth/public/user/password/reset/token",
      "/api/auth/user/password/reset/token",
      "/api/auth/public/user/password/reset/token/",
      "/api/auth/user/password/reset/token",
      "/api/auth/PUBLIC/user/password/reset/token",
      "/api/auth/user/password/reset/token",
    ]) {
      const response = await context.request.post(path, {
        data: form({ email }),
        headers: { rid: "emailpassword" },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

test("a forged X-Forwarded-For does not dodge the per-address limit (no trusted proxy)", async () => {
  // The second app trusts no proxy, as a default install: every request below comes from one
  // socket address whatever header it sends.
  const api = await playwrightRequest.newContext({ baseURL: shortSessionServer.baseURL });
  try {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt++) {
      const response = await api.post("/api/auth/user/password/reset/token", {
        data: form({ email: uniqueEmail("nobody") }),
        headers: { rid: "emailpassword", "x-forwarded-for": `192.0.2.${attempt}` },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  } finally {
    await api.dispose();
  }
});

test.describe("bodies are counted as they stream, and refused at their cap", () => {
  test("a 400 MB chunked upload is refused long before it is all sent", async ({ context }) => {
    await createUser(context);
    const started = await context.request.get("/api/submissions/new");
    const { correlation_id: id } = (await started.json()) as { correlation_id: string };
    const boundary = "probe-boundary";
    const answer = await streamUntilAnswered(
      `${mainServer.baseURL}/api/submissions/${id}/script`,
      {
        cookie: await cookieHeader(context),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "x-forwarded-for": "198.19.0.1",
      },
      "POST",
      400 * 1024 * 1024,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.fountain"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/larger than 20 MB/);
    expect(answer.sent).toBeLessThan(200 * 1024 * 1024);
  });

  test("a 300 MB chunked JSON body is refused, not parsed", async ({ context }) => {
    await createUser(context);
    const answer = await streamUntilAnswered(
      `${mainServer.baseURL}/api/user/billing`,
      {
        cookie: await cookieHeader(context),
        "content-type": "application/json",
        "x-forwarded-for": "198.19.0.2",
      },
      "PATCH",
      300 * 1024 * 1024,
      '{"name":"',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/larger than 100 KB/);
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024);
  });

  test("the auth API's forms have a cap too", async ({ context }) => {
    const answer = await streamUntilAnswered(
      `${mainServer.baseURL}/api/auth/signin`,
      { "content-type": "application/json", rid: "emailpassword", "x-forwarded-for": "198.19.0.3" },
      "POST",
      50 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    await context.clearCookies();
  });
});

test("signing out, or out everywhere, ends the old access token at once", async ({
  context,
  browser,
}) => {
  const { email } = await createUser(context);
  const old = await accessToken(context);
  const withOld = () =>
    fetch(`${mainServer.baseURL}/api/submissions`, { headers: { cookie: `sAccessToken=${old}` } });
  expect((await withOld()).status).toBe(200);
  expect(
    (await context.request.post("/api/auth/signout", { headers: { rid: "session" } })).ok(),
  ).toBe(true);
  expect((await withOld()).status).toBe(401);

  // "Sign out everywhere" from a second browser ends the first one's token too.
  await signIn(context, email);
  const first = await accessToken(context);
  const other = await browser.newContext({ baseURL: mainServer.baseURL });
  try {
    await signIn(other, email);
    expect((await other.request.delete("/api/user/sessions")).ok()).toBe(true);
  } finally {
    await other.close();
  }
  const answer = await fetch(`${mainServer.baseURL}/api/submissions`, {
    headers: { cookie: `sAccessToken=${first}` },
  });
  expect(answer.status).toBe(401);
});

test.describe("control characters are refused with the field named", () => {
  test("in the billing name, a quote's title, notes and alternative titles, a voucher code", async ({
    context,
  }) => {
    await createUser(context);
    const billing = await context.request.patch("/api/user/billing", {
      data: {
        name: "Dana\u0000Reyes",
        address_line1: "1 Main St",
        city: "Springfield",
        country: "US",
      },
    });
    expect(billing.status()).toBe(400);
    expect(await billing.json()).toMatchObject({
      field: "name",
      message: expect.stringMatching(/control character/),
    });

    const started = await context.request.get("/api/submissions/new");
    const { correlation_id: id } = (await started.json()) as { correlation_id: string };
    for (const [data, field] of [
      [{ title: "Night\u0000Shift" }, "title"],
      [{ notes: "bell\u0007" }, "notes"],
      [{ alternative_titles: ["Fine", "Bad\u0000"] }, "alternative_titles.1"],
    ] as const) {
      const answer = await context.request.patch(`/api/submissions/${id}`, { data });
      expect(answer.status()).toBe(400);
      expect((await answer.json()).field).toBe(field);
    }
    const voucher = await context.request.put(`/api/submissions/${id}/voucher`, {
      data: { code: "SAVE\u000010" },
    });
    expect(voucher.status()).toBe(400);
    expect((await voucher.json()).field).toBe("code");

    // A lone surrogate is kept as the replacement character, as everywhere.
    const title = await context.request.patch(`/api/submissions/${id}`, {
      data: { title: "Odd \ud800 title" },
    });
    expect(title.status()).toBe(200);
    expect((await title.json()).title).toBe("Odd \ufffd title");
  });

  test("in the orders search", async ({ context }) => {
    await createUser(context, { admin: true });
    const answer = await context.request.get("/api/admin/orders?q=abc%00def");
    expect(answer.status()).toBe(400);
    expect((await answer.json()).field).toBe("q");
  });
});

test.describe("the page gate", () => {
  const page = (path: string, headers: Record<string, string>) =>
    fetch(`${mainServer.baseURL}${path}`, { headers, redirect: "manual" });

  test("applies to prefetches as to navigations", async () => {
    for (const headers of [{ "next-router-prefetch": "1" }, { purpose: "prefetch" }, {}] as Record<
      string,
      string
    >[]) {
      const answer = await page("/profile", headers);
      expect(answer.status).toBe(307);
      expect(answer.headers.get("location")).toContain("/auth?redirectToPath=%2Fprofile");
    }
  });

  test("refuses forged tokens: alg none, an unknown key, a changed payload", async ({
    context,
  }) => {
    await createUser(context);
    const real = await accessToken(context);
    const [header, payload, signature] = real.split(".") as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<
      string,
      unknown
    >;
    const forged = [
      `${encode({ alg: "none", typ: "JWT" })}.${payload}.`,
      `${encode({ ...JSON.parse(Buffer.from(header, "base64url").toString()), kid: "d-unknown-key" })}.${payload}.${signature}`,
      `${header}.${encode({ ...claims, sub: "someone-else" })}.${signature}`,
    ];
    for (const token of forged) {
      const answer = await page("/profile", { cookie: `sAccessToken=${token}` });
      expect(answer.status).toBe(307);
      const api = await fetch(`${mainServer.baseURL}/api/submissions`, {
        headers: { cookie: `sAccessToken=${token}` },
      });
      expect(api.status).toBe(401);
    }
    // The real token still opens the page, with its CSP.
    const genuine = await page("/profile", { cookie: `sAccessToken=${real}` });
    expect(genuine.status).toBe(200);
    expect(genuine.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

test.describe("cross-site requests", () => {
  test("a text/plain cross-site sign-out and a cross-site billing change are refused", async ({
    context,
  }) => {
    await createUser(context);
    const cookie = await cookieHeader(context);
    const signOut = await fetch(`${mainServer.baseURL}/api/auth/signout`, {
      method: "POST",
      headers: {
        cookie,
        origin: EVIL,
        "content-type": "text/plain",
        "sec-fetch-site": "cross-site",
      },
      body: "{}",
    });
    expect(signOut.status).toBe(403);
    expect((await signOut.json()).message).toMatch(/another website/);
    const billing = await fetch(`${mainServer.baseURL}/api/user/billing`, {
      method: "PATCH",
      headers: { cookie, origin: EVIL, "content-type": "application/json" },
      body: JSON.stringify({ name: "Mallory" }),
    });
    expect(billing.status).toBe(403);
    // Still signed in: nothing happened.
    expect((await context.request.get("/api/user/info")).status()).toBe(200);
  });
});

test("an uploaded file is served in a sandbox of its own, not under the API's policy", async ({
  context,
}) => {
  await createUser(context);
  const started = await context.request.get("/api/submissions/new");
  const { correlation_id: id } = (await started.json()) as { correlation_id: string };
  const script = `Title: Sandbox\n\nINT. KITCHEN - DAY\n\n<script>alert(document.cookie)</script>\n`;
  const upload = await context.request.post(`/api/submissions/${id}/script`, {
    multipart: {
      file: { name: "sandbox.fountain", mimeType: "text/plain", buffer: Buffer.from(script) },
    },
  });
  expect(upload.ok()).toBe(true);
  const link = await context.request.get(`/api/submissions/${id}/script-link`);
  const { url } = (await link.json()) as { url: string };
  expect(new URL(url, mainServer.baseURL).pathname).toMatch(/^\/api\/files\//);
  const served = await context.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-security-policy"]).toBe(
    "sandbox; default-src 'none'; frame-ancestors 'self'",
  );
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  // The rest of the API keeps its own policy.
  expect(link.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

test.describe("probes that held before (kept so they keep holding)", () => {
  test("another customer's submission is missing on every owner route", async ({
    context,
    browser,
  }) => {
    await createUser(context);
    const started = await context.request.get("/api/submissions/new");
    const { correlation_id: id } = (await started.json()) as { correlation_id: string };
    const intruder = await browser.newContext({ baseURL: mainServer.baseURL });
    try {
      await createUser(intruder);
      const api: APIRequestContext = intruder.request;
      const probes: [string, Promise<{ status(): number }>][] = [
        ["GET", api.get(`/api/submissions/${id}`)],
        ["PATCH", api.patch(`/api/submissions/${id}`, { data: { title: "Mine now" } })],
        ["DELETE", api.delete(`/api/submissions/${id}`)],
        ["GET quote", api.get(`/api/submissions/${id}/quote`)],
        ["GET script-link", api.get(`/api/submissions/${id}/script-link`)],
        ["PUT voucher", api.put(`/api/submissions/${id}/voucher`, { data: { code: "ANY" } })],
        [
          "POST checkout",
          api.post(`/api/submissions/${id}/checkout`, { data: { acceptTerms: true } }),
        ],
        [
          "POST proforma",
          api.post(`/api/submissions/${id}/proforma`, { data: { acceptTerms: true } }),
        ],
        ["GET proforma", api.get(`/api/submissions/${id}/proforma`)],
      ];
      const answers: string[] = [];
      for (const [probe, answer] of probes) answers.push(`${probe} ${(await answer).status()}`);
      expect(answers).toEqual(probes.map(([probe]) => `${probe} 404`));
    } finally {
      await intruder.close();
    }
    expect((await context.request.get(`/api/submissions/${id}`)).status()).toBe(200);
  });

  test("a customer gets 403 on the admin API", async ({ context }) => {
    await createUser(context);
    for (const path of ["/api/admin/orders", "/api/admin/vouchers", "/api/admin/proformas"]) {
      expect((await context.request.get(path)).status()).toBe(403);
    }
  });
});
