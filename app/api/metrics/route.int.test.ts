import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";

import { enqueue, stopJobQueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { ingestScriptJob } from "@/lib/scripts/ingest";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET } from "./route";

givePrivateJobQueue();

const TOKEN = "metrics-scraper-token-of-forty-characters";
const scrape = (authorization?: string) =>
  GET(
    new NextRequest(`${ORIGIN}/api/metrics`, {
      headers: authorization ? { authorization } : {},
    }),
  );

let admin: Customer;
let customer: Customer;

beforeAll(async () => {
  await startAuth();
  [admin, customer] = await Promise.all([signedInCustomer({ admin: true }), signedInCustomer()]);
  // Nothing works on this file's queue, so the jobs stay waiting.
  for (let job = 0; job < 3; job++) await enqueue(ingestScriptJob, { scriptFileId: randomUUID() });
});

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

it("gives an admin every queue's depth in Prometheus's text format", async () => {
  const response = await GET(admin.request("GET", "/api/metrics"));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const text = await response.text();
  expect(text).toContain("# TYPE ncs_job_queue_ready gauge");
  expect(text).toContain('ncs_job_queue_ready{queue="ingest-script"} 3');
  expect(text).toContain('ncs_job_queue_ready{queue="analyze-script"} 0');
  expect(text).toContain('ncs_job_queue_active{queue="ingest-script"} 0');
  expect(text).toMatch(/\n$/);
});

it("answers a scraper holding METRICS_TOKEN, and nobody else without an admin session", async () => {
  process.env.METRICS_TOKEN = TOKEN;
  const scraped = await scrape(`Bearer ${TOKEN}`);
  expect(scraped.status).toBe(200);
  await expect(scraped.text()).resolves.toContain('ncs_job_queue_ready{queue="ingest-script"} 3');
  expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
  expect((await scrape()).status).toBe(401);
  expect((await GET(customer.request("GET", "/api/metrics"))).status).toBe(403);
});

it("takes no token at all while METRICS_TOKEN is unset", async () => {
  expect((await scrape("Bearer ")).status).toBe(401);
  expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(401);
});

it("refuses to trust a METRICS_TOKEN shorter than 32 characters", async () => {
  process.env.METRICS_TOKEN = "short";
  const logged = jest.spyOn(log, "error").mockImplementation(() => {});
  try {
    expect((await scrape("Bearer short")).status).toBe(500);
    const [fields] = logged.mock.calls[0] as unknown as [{ err: unknown }];
    expect(String(fields.err)).toContain("METRICS_TOKEN must be at least 32 characters");
  } finally {
    logged.mockRestore();
  }
});
