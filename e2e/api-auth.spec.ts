import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("API routes answer 401 without a session and 403 for an unverified email (spec §8)", async ({
  page,
  context,
}) => {
  const anonymous = await page.request.get("/api/user/info");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: "unauthorised" });

  await createUser(context, { verified: false });
  const unverified = await context.request.get("/api/user/info");
  expect(unverified.status()).toBe(403);
  expect(await unverified.json()).toMatchObject({
    message: "invalid claim",
    claimValidationErrors: [{ id: "st-ev" }],
  });
});

test("GET /api/user/info returns the email (spec §3) and security headers are set", async ({
  context,
}) => {
  const { email } = await createUser(context);
  const response = await context.request.get("/api/user/info");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ email, isAdmin: false, signInMethod: "password" });
  expect(response.headers()["x-powered-by"]).toBeUndefined();
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );

  const page = await context.request.get("/");
  const policy = page.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
});
