import fs from "node:fs";
import path from "node:path";

import { NextRequest } from "next/server";

import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

jest.setTimeout(60_000);

type Handler = (request: NextRequest, context: unknown) => Promise<Response>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const SAMPLE_ID = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";

/** Every route handler under app/api/admin, found on disk so a new one is covered the day it lands. */
function adminRoutes(dir = path.join(__dirname)): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRoutes(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The URL a route file answers, with each [param] filled in, and the params Next would pass. */
function requestFor(file: string) {
  const segments = path.relative(path.join(__dirname, "../.."), path.dirname(file)).split(path.sep);
  const params = Object.fromEntries(
    segments.flatMap((segment) => {
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      return name ? [[name, SAMPLE_ID]] : [];
    }),
  );
  const url = `/${segments.map((segment) => (/^\[\w+\]$/.test(segment) ? SAMPLE_ID : segment)).join("/")}`;
  return { url, context: { params: Promise.resolve(params) } };
}

let customer: Customer;
let unverified: Customer;

beforeAll(async () => {
  await startAuth();
  [customer, unverified] = await Promise.all([
    signedInCustomer(),
    signedInCustomer({ verified: false }),
  ]);
});

afterAll(stopAuth);

it("finds the admin API's route handlers", () => {
  expect(adminRoutes().length).toBeGreaterThanOrEqual(5);
});

it("answers 401 without a session and 403 to an unverified user and to a customer on every admin route", async () => {
  const answers: string[] = [];
  for (const file of adminRoutes()) {
    const handlers = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const { url, context } = requestFor(file);
    for (const method of METHODS) {
      const handler = handlers[method];
      if (!handler) continue;
      const body = method === "GET" || method === "DELETE" ? undefined : { json: {} };
      const anonymous = await handler(
        new NextRequest(`${ORIGIN}${url}`, {
          method,
          ...(body && { body: "{}", headers: { "content-type": "application/json" } }),
        }),
        context,
      );
      const asUnverified = await handler(unverified.request(method, url, body), context);
      const asCustomer = await handler(customer.request(method, url, body), context);
      answers.push(
        `${method} ${url} ${anonymous.status} ${asUnverified.status} ${asCustomer.status}`,
      );
    }
  }
  expect(answers.length).toBeGreaterThanOrEqual(6);
  for (const answer of answers) expect(answer).toMatch(/ 401 403 403$/);
});
