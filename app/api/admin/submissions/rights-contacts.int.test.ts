import { db } from "@/lib/db/client";
import { clearanceItems, submissions } from "@/lib/db/schema";
import { publishableItems } from "@/lib/reports/build";
import { getItem } from "@/lib/research/research";
import type { ClearanceItemView } from "@/lib/research/views";
import { blankRightsContact } from "@/lib/rights-contacts/input";
import { customersAndAdmin, params, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { PUT } from "./[id]/items/[itemId]/rights-contacts/route";

jest.setTimeout(120_000);

let owner: Customer;
let stranger: Customer;
let admin: Customer;
let submissionId: string;
let itemId: string;

const MARROW_BAY = {
  name: "Delphine Marrow",
  organisation: "Marrow Bay Music Publishing",
  address: "14 Quayside Lane\nHarrowgate",
  email: "licensing@marrowbay.example",
  phone: "+1 (217) 555-0142 ext. 4",
  notes: "Synchronisation requests in writing.",
};

const put = (who: Customer, body: unknown, id = submissionId, item = itemId) =>
  PUT(
    who.request("PUT", `/api/admin/submissions/${id}/items/${item}/rights-contacts`, {
      json: body,
    }),
    params({ id, itemId: item }),
  );

const versionNow = async () => (await getItem(submissionId, itemId)).item.version;

const messageOf = async (response: Response) =>
  (await response.json()) as { message: string; field?: string };

/** A submission of `ownerId` with one music item coded PR, as a researcher leaves it. */
async function submissionWithSong(ownerId: string) {
  const [submission] = await db().insert(submissions).values({ ownerId }).returning();
  const [item] = await db()
    .insert(clearanceItems)
    .values({
      submissionId: submission!.id,
      itemKey: "music:blue gravel waltz",
      position: 0,
      category: "music",
      canonical: "Blue Gravel Waltz",
      occurrences: [],
      signals: [],
      risk: 70,
      suggestedCode: "PR",
      source: "researcher",
      state: "finding_recorded",
      code: "PR",
      finding: "A protected work, sung on screen for thirty seconds.",
    })
    .returning();
  return { submissionId: submission!.id, itemId: item!.id };
}

beforeAll(async () => {
  await startAuth();
  [owner, stranger, admin] = await customersAndAdmin();
  ({ submissionId, itemId } = await submissionWithSong(owner.id));
});

afterAll(stopAuth);

it("refuses the submission's owner and any other customer", async () => {
  const body = { expected_version: 1, contacts: [MARROW_BAY] };
  for (const who of [owner, stranger]) expect((await put(who, body)).status).toBe(403);
  expect((await getItem(submissionId, itemId)).item.rights_contacts).toEqual([]);
});

it("saves an admin's contacts under the item's version, in its history and in what a report would publish", async () => {
  const version = await versionNow();
  const response = await put(admin, {
    expected_version: version,
    contacts: [MARROW_BAY, { organisation: "  Estate of A. Crane  " }],
  });
  expect(response.status).toBe(200);
  const saved = (await response.json()) as ClearanceItemView;
  const crane = { ...blankRightsContact(), organisation: "Estate of A. Crane" };
  const expected = [MARROW_BAY, crane];
  expect(saved.rights_contacts).toEqual(expected);
  expect(saved.version).toBe(version + 1);

  const { history } = await getItem(submissionId, itemId);
  expect(history[0]).toMatchObject({ actor: admin.id, after: { rights_contacts: expected } });
  const [published] = await publishableItems(db(), submissionId);
  expect(published!.rightsContacts).toEqual(expected);
});

it.each([
  [
    "an e-mail address that is not one",
    { ...MARROW_BAY, email: "licensing@" },
    "That e-mail address is not valid: write it as name@example.com.",
    "contacts.0.email",
  ],
  [
    "a contact with neither a name nor an organisation",
    { email: "someone@example.com" },
    "Give the rights holder's name or organisation.",
    "contacts.0.name",
  ],
  [
    "a name longer than 200 characters",
    { ...MARROW_BAY, name: "M".repeat(201) },
    "The contact's name must be at most 200 characters.",
    "contacts.0.name",
  ],
  [
    "a phone number with letters",
    { ...MARROW_BAY, phone: "call the front desk" },
    "The phone number may hold only digits, spaces and + ( ) - . /, and an extension.",
    "contacts.0.phone",
  ],
])("answers %s with a 400 and a sentence, saving nothing", async (_, contact, message, field) => {
  const before = await getItem(submissionId, itemId);
  const response = await put(admin, {
    expected_version: before.item.version,
    contacts: [contact],
  });
  expect(response.status).toBe(400);
  expect(await messageOf(response)).toEqual({ message, field });
  expect((await getItem(submissionId, itemId)).item).toEqual(before.item);
});

it("refuses a save of an older version with the contacts saved meanwhile", async () => {
  const version = await versionNow();
  const response = await put(admin, { expected_version: version - 1, contacts: [] });
  expect(response.status).toBe(409);
  const body = (await response.json()) as { message: string; current: ClearanceItemView };
  expect(body.message).toMatch(/Someone else saved this item meanwhile/);
  expect(body.current.rights_contacts).toHaveLength(2);
});

it("answers 404 for an item of another submission", async () => {
  const other = await submissionWithSong(owner.id);
  const response = await put(admin, { expected_version: 1, contacts: [] }, other.submissionId);
  expect(response.status).toBe(404);
  expect((await messageOf(response)).message).toBe("This item does not exist on this submission.");
});
