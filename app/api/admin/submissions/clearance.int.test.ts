import { NextRequest } from "next/server";

import { GET as getSubmission } from "@/app/api/submissions/[id]/route";
import { POST as uploadRoute } from "@/app/api/submissions/[id]/script/route";
import { GET as startNew } from "@/app/api/submissions/new/route";
import { VERDICT_CODE_VALUES } from "@/config/verdict-codes";
import { stopJobQueue } from "@/lib/jobs/queue";
import { ORIGIN } from "@/lib/platform/auth-core/conformance/harness";
import { analyzeScriptFile } from "@/lib/research/run";
import type { ClearanceItemsView } from "@/lib/research/views";
import { ingestScriptFile } from "@/lib/scripts/ingest";
import type { AdminSubmissionView, SubmissionView } from "@/lib/submissions/views";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { givePrivateJobQueue } from "@/test/private-job-queue";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { PATCH as patchItem } from "./[id]/items/[itemId]/route";
import { GET as getItems } from "./[id]/items/route";
import { GET as getAdminSubmission } from "./[id]/route";

// A loaded machine builds the first pass's word lists slowly: the waits end when it is done.
jest.setTimeout(300_000);
givePrivateJobQueue();

let customer: Customer;
let admin: Customer;
let submissionId: string;
let analyzed: SubmissionView;

const bodyOf = async <T>(response: Response) => (await response.json()) as T;

const viewAs = async (who: Customer) =>
  bodyOf<SubmissionView>(
    await getSubmission(
      who.request("GET", `/api/submissions/${submissionId}`),
      params({ id: submissionId }),
    ),
  );

const itemsAs = (who: Customer | null, id: string, query = "") => {
  const url = `/api/admin/submissions/${id}/items${query}`;
  return getItems(
    who ? who.request("GET", url) : new NextRequest(`${ORIGIN}${url}`),
    params({ id }),
  );
};

beforeAll(async () => {
  await startAuth();
  [customer, admin] = await Promise.all([signedInCustomer(), signedInCustomer({ admin: true })]);

  const draft = await startNew(customer.request("GET", "/api/submissions/new"));
  submissionId = (await bodyOf<{ correlation_id: string }>(draft)).correlation_id;
  const form = new FormData();
  form.append("file", new File([HARBOUR_LIGHT], "harbour-light.fountain"));
  const uploaded = await uploadRoute(
    customer.request("POST", `/api/submissions/${submissionId}/script`, { form }),
    params({ id: submissionId }),
  );
  expect(uploaded.status).toBe(201);
  // The jobs' own handlers, run here in turn: the queue and its workers are tested by
  // scripts/worker.int.test.ts and e2e/clearance.spec.ts.
  const { id: scriptFileId } = await bodyOf<{ id: string }>(uploaded);
  await ingestScriptFile(scriptFileId);
  await analyzeScriptFile(scriptFileId);
  analyzed = await viewAs(customer);
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

it("reads the upload, runs the first pass and shows the customer counts, never the items", async () => {
  expect(analyzed.script?.analysis?.status).toBe("done");
  const counts = analyzed.script!.analysis!.counts;
  expect(counts.character_name).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(analyzed)).not.toContain("occurrences");
});

it("lists the items for an admin, with counts that match them category by category", async () => {
  const response = await itemsAs(admin, submissionId);
  expect(response.status).toBe(200);
  const list = await bodyOf<ClearanceItemsView>(response);

  expect(list.script).toMatchObject({
    id: analyzed.script!.id,
    version: 1,
    original_name: "harbour-light.fountain",
    analysis_status: "done",
    analysis_error: null,
  });
  expect(list.script!.analysed_at).toEqual(expect.any(String));
  expect(list.script!.analysis_ms).toEqual(expect.any(Number));

  const byCategory: Record<string, number> = {};
  for (const item of list.items) byCategory[item.category] = (byCategory[item.category] ?? 0) + 1;
  expect(list.counts).toEqual(byCategory);
  expect(analyzed.script!.analysis!.counts).toEqual(byCategory);
  expect(list.items.map((item) => item.position)).toEqual(list.items.map((_, i) => i));

  const oskar = list.items.find((item) => item.canonical.toUpperCase() === "OSKAR");
  expect(oskar).toMatchObject({ category: "character_name", risk: expect.any(Number) });
  expect(VERDICT_CODE_VALUES).toContain(oskar!.suggested_status);
  expect(oskar!.occurrences[0]).toMatchObject({
    page: 1,
    sceneIndex: 1,
    elementType: "character",
    text: "OSKAR",
    snippet: "OSKAR",
  });
});

it("filters by category, and refuses one that does not exist", async () => {
  const filtered = await bodyOf<ClearanceItemsView>(
    await itemsAs(admin, submissionId, "?category=character_name"),
  );
  expect(filtered.items.length).toBe(filtered.counts.character_name);
  expect(filtered.items.every((item) => item.category === "character_name")).toBe(true);

  const empty = await bodyOf<ClearanceItemsView>(
    await itemsAs(admin, submissionId, "?category=hospital"),
  );
  expect(empty.items).toEqual([]);

  const wrong = await itemsAs(admin, submissionId, "?category=dragons");
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({
    message: "category must be one of the clearance categories",
    field: "category",
  });
});

it("shows researchers whose submission it is", async () => {
  const response = await getAdminSubmission(
    admin.request("GET", `/api/admin/submissions/${submissionId}`),
    params({ id: submissionId }),
  );
  expect(response.status).toBe(200);
  expect(await bodyOf<AdminSubmissionView>(response)).toMatchObject({
    correlation_id: submissionId,
    status: "draft",
    customer_email: customer.email,
  });
});

it("answers a save of a version someone already saved 409, with their values, never losing theirs", async () => {
  const [item] = (await bodyOf<ClearanceItemsView>(await itemsAs(admin, submissionId))).items;
  const save = (finding: string) =>
    patchItem(
      admin.request("PATCH", `/api/admin/submissions/${submissionId}/items/${item!.id}`, {
        json: { expected_version: item!.version, finding },
      }),
      params({ id: submissionId, itemId: item!.id }),
    );
  const first = await save("First researcher's finding.");
  expect(first.status).toBe(200);
  const second = await save("Second researcher's finding.");
  expect(second.status).toBe(409);
  expect(await second.json()).toMatchObject({
    message: expect.stringContaining("Someone else saved this item"),
    current: { id: item!.id, version: item!.version + 1, finding: "First researcher's finding." },
  });

  const bad = await patchItem(
    admin.request("PATCH", `/api/admin/submissions/${submissionId}/items/${item!.id}`, {
      json: { expected_version: 2, code: "MAYBE" },
    }),
    params({ id: submissionId, itemId: item!.id }),
  );
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ field: "code" });
});

describe("the admin API", () => {
  const routes = [
    { name: "clearance items", call: (who: Customer | null, id: string) => itemsAs(who, id) },
    {
      name: "submission",
      call: (who: Customer | null, id: string) => {
        const url = `/api/admin/submissions/${id}`;
        return getAdminSubmission(
          who ? who.request("GET", url) : new NextRequest(`${ORIGIN}${url}`),
          params({ id }),
        );
      },
    },
  ];

  it.each(routes)("$name: 401 signed out, 403 for a customer", async ({ call }) => {
    const signedOut = await call(null, submissionId);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "unauthorised" });

    const forbidden = await call(customer, submissionId);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({
      message: "invalid claim",
      claimValidationErrors: [{ id: "st-role" }],
    });
  });

  it.each(routes)("$name: 404 for an unknown or malformed id", async ({ call }) => {
    for (const id of ["0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e", "not-a-uuid"]) {
      const missing = await call(admin, id);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "This submission does not exist." });
    }
  });
});
