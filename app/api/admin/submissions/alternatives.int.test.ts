import type { ItemSuggestionsView } from "@/lib/alternatives/model";
import type { SignedInUser } from "@/lib/auth/session";
import { stopJobQueue } from "@/lib/jobs/queue";
import { listItems, updateItem } from "@/lib/research/research";
import { getItem } from "@/lib/research/research";
import { analyzeScriptFile } from "@/lib/research/run";
import { parsedScriptFile } from "@/test/script-files";
import { params, signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET, POST } from "./[id]/items/[itemId]/alternatives/route";

// The first suggestions build the first pass's lists, slowly on a loaded machine.
jest.setTimeout(300_000);

let admin: Customer;
let customer: Customer;
let submissionId: string;
let oskarId: string;

const url = (id: string, itemId: string) =>
  `/api/admin/submissions/${id}/items/${itemId}/alternatives`;

const suggestionsAs = async (who: Customer, id = submissionId, itemId = oskarId) =>
  GET(who.request("GET", url(id, itemId)), params({ id, itemId }));

const reject = (who: Customer, rejected: unknown) =>
  POST(
    who.request("POST", url(submissionId, oskarId), { json: { rejected } }),
    params({ id: submissionId, itemId: oskarId }),
  );

beforeAll(async () => {
  await startAuth();
  [admin, customer] = await Promise.all([signedInCustomer({ admin: true }), signedInCustomer()]);
  const file = await parsedScriptFile();
  await analyzeScriptFile(file.id);
  submissionId = file.submissionId;
  const { items } = await listItems(submissionId, {});
  oskarId = items.find((item) => item.canonical.toUpperCase() === "OSKAR")!.id;
});

afterAll(async () => {
  await stopJobQueue();
  await stopAuth();
});

it("answers an admin the item's pre-checked suggestions, the same each time", async () => {
  const response = await suggestionsAs(admin);
  expect(response.status).toBe(200);
  const view = (await response.json()) as ItemSuggestionsView;
  expect(view).toMatchObject({ item_id: oskarId, kind: "person" });
  expect(view.suggestions.length).toBeGreaterThanOrEqual(2);
  for (const suggestion of view.suggestions) {
    expect(suggestion.text).not.toMatch(/oskar/i);
    expect(suggestion.checks.join(" ")).toMatch(/Not a public figure/);
  }
  const again = (await (await suggestionsAs(admin)).json()) as ItemSuggestionsView;
  expect(again).toEqual(view);
});

it("refuses a customer, and answers 404 for an item of another submission", async () => {
  expect((await suggestionsAs(customer)).status).toBe(403);
  const other = await parsedScriptFile();
  const missing = await suggestionsAs(admin, other.submissionId, oskarId);
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as { message: string }).message).toBe(
    "This item does not exist on this submission.",
  );
});

it("leaves out an accepted one, and never offers a rejected one again, recording who rejected it", async () => {
  const before = (await (await suggestionsAs(admin)).json()) as ItemSuggestionsView;
  const [accepted, rejected] = before.suggestions.map(({ text }) => text);

  // Accepting is the item's own save: the suggestion becomes one of its alternatives.
  const { item } = await getItem(submissionId, oskarId);
  await updateItem({ id: admin.id } as SignedInUser, submissionId, oskarId, {
    expected_version: item.version,
    alternatives: [accepted!],
  });
  const answer = await reject(admin, rejected);
  expect(answer.status).toBe(200);
  const after = (await answer.json()) as ItemSuggestionsView;
  const texts = after.suggestions.map(({ text }) => text);
  expect(texts).not.toContain(accepted);
  expect(texts).not.toContain(rejected);
  expect(texts.length).toBeGreaterThanOrEqual(2);
  // The rest keep their order: a reload shows the same list.
  expect(texts[0]).toBe(before.suggestions[2]!.text);

  const { history } = await getItem(submissionId, oskarId);
  expect(history[0]).toMatchObject({
    actor: admin.id,
    action: "rejected-suggestion",
    after: { suggestion: rejected },
  });
});

it("refuses to reject what is not a suggestion, or nothing, with a sentence", async () => {
  const unknown = await reject(admin, "Somebody Else");
  expect(unknown.status).toBe(409);
  expect(((await unknown.json()) as { message: string }).message).toBe(
    "“Somebody Else” is not among this item's suggestions.",
  );
  const empty = await reject(admin, "  ");
  expect(empty.status).toBe(400);
  expect(((await empty.json()) as { message: string }).message).toMatch(/Say which suggestion/);
});
