import fs from "node:fs";
import path from "node:path";

import type { NextRequest } from "next/server";

import { DELETE as removeMember } from "@/app/api/companies/[companyId]/members/[userId]/route";
import { GET as listRoute } from "@/app/api/submissions/route";
import { COMPANY_ROLES, type CompanyCapability, type CompanyRole } from "@/config/companies";
import { upsertProfile } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { companies, companyMembers, submissions } from "@/lib/db/schema";
import type { CustomerSubmissionView, SubmissionPage } from "@/lib/submissions/views";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { accessAllows } from "./capabilities";
import { roleMay } from "./roles";

jest.setTimeout(180_000);

type Handler = (request: NextRequest, context: unknown) => Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const ROUTES_DIR = path.join(process.cwd(), "app/api/submissions/[id]");
const SAMPLE_ID = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";

/**
 * What each customer route of one submission needs (docs/product.md "Companies and roles"),
 * with a body that passes its schema, so the answer is the access check's and nothing is changed
 * on a submission in research. A route found on disk and missing here fails the walk.
 */
const NEEDS: Record<string, { capability: CompanyCapability; json?: unknown }> = {
  "GET /": { capability: "read" },
  "PATCH /": { capability: "quote", json: { title: "Renamed" } },
  "DELETE /": { capability: "quote" },
  "POST /checkout": { capability: "pay", json: { acceptTerms: true } },
  "DELETE /checkout": { capability: "pay" },
  "GET /billing-documents": { capability: "billing" },
  "PUT /company": { capability: "quote", json: { company_id: SAMPLE_ID } },
  "GET /comments": { capability: "converse" },
  "POST /comments": { capability: "converse", json: {} },
  "GET /comments/attachments/[attachmentId]": { capability: "converse" },
  "GET /proforma": { capability: "pay" },
  "POST /proforma": { capability: "pay", json: { acceptTerms: true } },
  "GET /proforma/pdf": { capability: "pay" },
  "GET /quote": { capability: "read" },
  "GET /report": { capability: "read" },
  "GET /report/versions": { capability: "read" },
  "GET /report/[version]/[format]": { capability: "read" },
  "PUT /report/items/[itemId]/decision": { capability: "decide", json: { decision: "accept" } },
  "GET /script-link": { capability: "read" },
  "GET /share-links": { capability: "share" },
  // A valid body: the access check comes after the body is read.
  "POST /share-links": {
    capability: "share",
    json: { recipient_name: "Ines Marsh", recipient_email: "ines@example.com" },
  },
  "DELETE /share-links/[linkId]": { capability: "share" },
  "POST /script": { capability: "quote", json: {} },
  "PUT /voucher": { capability: "quote", json: { code: "NOSUCHCODE" } },
  "DELETE /voucher": { capability: "quote" },
};

/** Every route handler file under app/api/submissions/[id]. */
function routeFiles(dir = ROUTES_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

async function customerRoutes() {
  const routes: { key: string; handler: Handler; file: string }[] = [];
  for (const file of routeFiles()) {
    const handlers = (await import(file)) as Partial<Record<Method, Handler>>;
    const suffix = path.relative(ROUTES_DIR, path.dirname(file)).split(path.sep).join("/");
    for (const method of METHODS) {
      const handler = handlers[method];
      if (handler) routes.push({ key: `${method} /${suffix}`, handler, file });
    }
  }
  return routes;
}

/** The URL a route answers for submission `id`, and the params Next would pass. */
function requestFor(key: string, id: string) {
  const [method, suffix] = key.split(" ") as [Method, string];
  const names = [...suffix.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
  const url = `/api/submissions/${id}${suffix === "/" ? "" : suffix.replace(/\[\w+\]/g, SAMPLE_ID)}`;
  const values = Object.fromEntries([["id", id], ...names.map((name) => [name, SAMPLE_ID])]);
  return { method, url, context: params(values) };
}

/** "allowed", "refused" (403 with the role's sentence) or "hidden" (404 as for a stranger). */
async function outcomeOf(response: Response) {
  const { message } = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.status === 403 && /^Your role in Northwind Pictures \(/.test(message ?? "")) {
    return "refused";
  }
  if (response.status === 404 && message === "This quote does not exist or is not yours.") {
    return "hidden";
  }
  if (response.status === 401 || response.status >= 500) return `failed ${response.status}`;
  return "allowed";
}

let members: Record<CompanyRole, Customer>;
let stranger: Customer;
let companyId: string;
let submissionId: string;

async function join(customer: Customer, role: CompanyRole) {
  await db()
    .insert(companyMembers)
    .values({ companyId, userId: customer.id, role, addedBy: "test" });
}

beforeAll(async () => {
  await startAuth();
  const [owner, producer, counsel, viewer, outsider] = await Promise.all(
    Array.from({ length: 5 }, () => signedInCustomer()),
  );
  members = { owner: owner!, producer: producer!, counsel: counsel!, viewer: viewer! };
  stranger = outsider!;
  for (const customer of [...Object.values(members), stranger]) {
    await upsertProfile(customer.id, customer.email);
  }
  const [company] = await db()
    .insert(companies)
    .values({ name: "Northwind Pictures", createdBy: owner!.id })
    .returning();
  companyId = company!.id;
  for (const role of COMPANY_ROLES) await join(members[role], role);
  // In research: every change a route could make is refused after the access check.
  const [submission] = await db()
    .insert(submissions)
    .values({ ownerId: producer!.id, companyId, title: "Harbour Light", status: "in_research" })
    .returning();
  submissionId = submission!.id;
});

afterAll(stopAuth);

it("walks every customer route of a submission, each one classified", async () => {
  const found = (await customerRoutes()).map(({ key }) => key).sort();
  expect(found).toEqual(Object.keys(NEEDS).sort());
});

it("lets each role do what config/companies.ts gives it, refuses the rest with a sentence, and hides the submission from non-members", async () => {
  const answers: string[] = [];
  const expected: string[] = [];
  for (const { key, handler } of await customerRoutes()) {
    const { capability, json } = NEEDS[key]!;
    const { method, url, context } = requestFor(key, submissionId);
    const callers: [string, Customer][] = [
      ...COMPANY_ROLES.map((role): [string, Customer] => [role, members[role]]),
      ["non-member", stranger],
    ];
    for (const [who, caller] of callers) {
      const response = await handler(
        caller.request(method, url, json === undefined ? undefined : { json }),
        context,
      );
      answers.push(`${key} as ${who}: ${await outcomeOf(response)}`);
      const role = who as CompanyRole;
      expected.push(
        `${key} as ${who}: ${
          who === "non-member" ? "hidden" : roleMay(role, capability) ? "allowed" : "refused"
        }`,
      );
    }
  }
  expect(answers.length).toBe(Object.keys(NEEDS).length * 5);
  expect(answers).toEqual(expected);
});

it("gives each member's pages the rights the API grants them: GET's access allows what the walk allows", async () => {
  const { handler } = (await customerRoutes()).find(({ key }) => key === "GET /")!;
  const { url, context } = requestFor("GET /", submissionId);
  for (const role of COMPANY_ROLES) {
    const { access } = (await (
      await handler(members[role].request("GET", url), context)
    ).json()) as CustomerSubmissionView;
    expect(access).toEqual(expect.objectContaining({ role, company: "Northwind Pictures" }));
    // The pages show a control by accessAllows; the routes above allow by roleMay.
    const shown = Object.entries(NEEDS).map(
      ([key, { capability }]) => `${key}: ${accessAllows(access, capability)}`,
    );
    const granted = Object.entries(NEEDS).map(
      ([key, { capability }]) => `${key}: ${roleMay(role, capability)}`,
    );
    expect(shown).toEqual(granted);
  }
});

it("tells a member what their role cannot do and whom to ask", async () => {
  const { handler } = (await customerRoutes()).find(({ key }) => key === "POST /checkout")!;
  const { method, url, context } = requestFor("POST /checkout", submissionId);
  const response = await handler(
    members.counsel.request(method, url, { json: { acceptTerms: true } }),
    context,
  );
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    message:
      "Your role in Northwind Pictures (Counsel) cannot pay for quotes. Ask an owner or producer.",
  });
});

it("lists the company's submissions, with who started each and whether the member may change it, to its members only", async () => {
  const listed = async (customer: Customer) =>
    (
      (await (
        await listRoute(customer.request("GET", "/api/submissions"))
      ).json()) as SubmissionPage
    ).items;
  for (const role of COMPANY_ROLES) {
    expect(await listed(members[role])).toContainEqual(
      expect.objectContaining({
        correlation_id: submissionId,
        company: "Northwind Pictures",
        started_by: members.producer.email,
        can_change: roleMay(role, "quote"),
      }),
    );
  }
  expect((await listed(stranger)).map((item) => item.correlation_id)).not.toContain(submissionId);
});

it("ends a removed member's access on their next request", async () => {
  const { handler } = (await customerRoutes()).find(({ key }) => key === "GET /report/versions")!;
  const { url, context } = requestFor("GET /report/versions", submissionId);
  const asViewer = () => handler(members.viewer.request("GET", url), context);
  expect(await outcomeOf(await asViewer())).toBe("allowed");
  const removed = await removeMember(
    members.owner.request("DELETE", `/api/companies/${companyId}/members/${members.viewer.id}`),
    params({ companyId, userId: members.viewer.id }),
  );
  expect(removed.status).toBe(204);
  expect(await outcomeOf(await asViewer())).toBe("hidden");
});
