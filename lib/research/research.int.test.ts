import { eq } from "drizzle-orm";

import type { SignedInUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { clearanceItems, orders, scriptFiles } from "@/lib/db/schema";
import { stopJobQueue } from "@/lib/jobs/queue";
import { parseScreenplay } from "@/lib/screenplay";
import { HARBOUR_LIGHT } from "@/test/clearance-script";
import { parsedScriptFile } from "@/test/script-files";

import {
  addItem,
  bulkChange,
  getItem,
  listItems,
  mergeItems,
  splitItem,
  StaleItem,
  undoBulkChange,
  updateItem,
} from "./research";
import { analyzeScriptFile } from "./run";
import type { ClearanceItemView } from "./views";

jest.setTimeout(90_000);

jest.mock("./researchers", () => ({
  researchersOf: async () => [{ id: "researcher-1", email: "r1@example.com" }],
}));

afterAll(async () => {
  await stopJobQueue();
});

// Only the user's id is read by the research functions.
const researcher = { id: "researcher-1" } as SignedInUser;

async function analyzedSubmission() {
  const file = await parsedScriptFile();
  await analyzeScriptFile(file.id);
  return file;
}

const named = (items: ClearanceItemView[], pattern: RegExp, category?: string) =>
  items.find((item) => pattern.test(item.canonical) && (!category || item.category === category))!;

const places = (items: ClearanceItemView[]) =>
  items.flatMap((item) => item.occurrences.map((o) => `${o.elementIndex}:${o.start}`)).sort();

it("records a finding with its code, audits it and moves the item to finding recorded", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const phone = named(items, /555-0142/);
  expect(phone).toMatchObject({ state: "detected", code: null, version: 1, source: "automatic" });

  const saved = await updateItem(researcher, file.submissionId, phone.id, {
    expected_version: 1,
    code: "F555",
    finding: "Inside the fictional range 555-0100–0199.",
    alternatives: ["555-0199"],
  });
  expect(saved).toMatchObject({ state: "finding_recorded", code: "F555", version: 2 });
  expect(saved.suggested_status).toBe(phone.suggested_status);

  const [event] = (await getItem(file.submissionId, phone.id)).history;
  expect(event).toMatchObject({
    actor: "researcher-1",
    action: "updated",
    before: { state: "detected", code: null, finding: "", alternatives: [] },
    after: { state: "finding_recorded", code: "F555", alternatives: ["555-0199"] },
  });

  await expect(
    updateItem(researcher, file.submissionId, phone.id, { expected_version: 2, state: "detected" }),
  ).rejects.toMatchObject({ status: 409, field: "state" });

  const list = await listItems(file.submissionId, { code: "F555" });
  expect(list.items.map((item) => item.id)).toEqual([phone.id]);
  expect(list.progress.by_code.F555).toBe(1);
  expect(list.progress.by_state.finding_recorded).toBe(1);
});

it("lets exactly one of 20 concurrent saves of one version win, and answers the rest 409 with the winner", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const item = items[0]!;
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, n) =>
      updateItem(researcher, file.submissionId, item.id, {
        expected_version: 1,
        finding: `finding ${n}`,
      }),
    ),
  );
  const won = results.filter((result) => result.status === "fulfilled");
  const lost = results.filter((result) => result.status === "rejected");
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(19);
  const winner = (won[0] as PromiseFulfilledResult<ClearanceItemView>).value;
  for (const result of lost) {
    const reason = (result as PromiseRejectedResult).reason as StaleItem;
    expect(reason).toBeInstanceOf(StaleItem);
    expect(reason.current).toMatchObject({ version: 2, finding: winner.finding });
  }
  const [stored] = await db().select().from(clearanceItems).where(eq(clearanceItems.id, item.id));
  expect(stored).toMatchObject({ version: 2, finding: winner.finding });
  expect((await getItem(file.submissionId, item.id)).history).toHaveLength(1);
});

it("merges and splits items keeping every occurrence exactly once, and a new analysis respects both", async () => {
  const file = await analyzedSubmission();
  const before = (await listItems(file.submissionId, {})).items;
  const dana = named(before, /dana/i, "character_name");
  const oskar = named(before, /oskar/i, "character_name");
  const all = places(before);

  const merged = await mergeItems(researcher, file.submissionId, {
    keep_id: dana.id,
    item_ids: [dana.id, oskar.id],
  });
  expect(merged.variants).toEqual(expect.arrayContaining([oskar.canonical]));
  expect(merged.occurrences).toHaveLength(dana.occurrences.length + oskar.occurrences.length);
  let after = (await listItems(file.submissionId, {})).items;
  expect(places(after)).toEqual(all);
  expect(after.find((item) => item.id === oskar.id)).toBeUndefined();

  const { kept, split } = await splitItem(researcher, file.submissionId, dana.id, {
    expected_version: merged.version,
    occurrences: [0],
    text: "Dana (pilot)",
  });
  expect(split).toMatchObject({
    source: "researcher",
    canonical: "Dana (pilot)",
    occurrences: [merged.occurrences[0]],
  });
  expect(kept.occurrences).toHaveLength(merged.occurrences.length - 1);
  after = (await listItems(file.submissionId, {})).items;
  expect(places(after)).toEqual(all);

  // Oskar's later finds land on the merged item, not on a new Oskar.
  await analyzeScriptFile(file.id);
  after = (await listItems(file.submissionId, {})).items;
  expect(after.filter((item) => /oskar/i.test(item.canonical))).toEqual([]);
  expect(after.find((item) => item.id === dana.id)!.occurrences.length).toBeGreaterThanOrEqual(
    oskar.occurrences.length,
  );
});

it("refuses a split chosen from a stale view with 409 and the current item, moving nothing", async () => {
  const file = await analyzedSubmission();
  const before = (await listItems(file.submissionId, {})).items;
  const dana = named(before, /dana/i, "character_name");
  const oskar = named(before, /oskar/i, "character_name");
  // Another researcher merges Oskar in: Dana's list of occurrences is no longer the one seen.
  const merged = await mergeItems(researcher, file.submissionId, {
    keep_id: dana.id,
    item_ids: [dana.id, oskar.id],
  });
  expect(merged.version).toBe(dana.version + 1);

  const stale = splitItem(researcher, file.submissionId, dana.id, {
    expected_version: dana.version,
    occurrences: [dana.occurrences.length - 1],
    text: "Dana (pilot)",
  });
  await expect(stale).rejects.toBeInstanceOf(StaleItem);
  await expect(stale).rejects.toMatchObject({
    status: 409,
    details: { current: { id: dana.id, version: merged.version } },
  });
  const after = (await listItems(file.submissionId, {})).items;
  expect(after.find((item) => item.canonical === "Dana (pilot)")).toBeUndefined();
  expect(after.find((item) => item.id === dana.id)).toMatchObject({
    version: merged.version,
    occurrences: merged.occurrences,
  });
});

it("keeps a researcher's findings across a new analysis, and a worked item the new script lacks", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const starbucks = named(items, /starbucks/i);
  await updateItem(researcher, file.submissionId, starbucks.id, {
    expected_version: 1,
    code: "PR",
    finding: "A trademark shown in a neutral light.",
  });
  const untouched = named(items, /oskar/i, "character_name");

  await analyzeScriptFile(file.id);
  const again = (await listItems(file.submissionId, {})).items;
  expect(again.find((item) => item.id === starbucks.id)).toMatchObject({
    code: "PR",
    finding: "A trademark shown in a neutral light.",
    missing_since: null,
  });
  expect(again).toHaveLength(items.length);

  // A new draft without Starbucks or Oskar: the worked item stays, marked missing; the other goes.
  const draft = HARBOUR_LIGHT.replaceAll("Starbucks", "thermos").replaceAll(/OSKAR|Oskar/g, "MARA");
  await db()
    .update(scriptFiles)
    .set({
      screenplay: await parseScreenplay(new TextEncoder().encode(draft), {
        fileName: "v2.fountain",
      }),
    })
    .where(eq(scriptFiles.id, file.id));
  await analyzeScriptFile(file.id);
  const revised = (await listItems(file.submissionId, {})).items;
  expect(revised.find((item) => item.id === starbucks.id)).toMatchObject({
    code: "PR",
    occurrences: [],
    missing_since: expect.any(String),
  });
  expect(revised.find((item) => item.id === untouched.id)).toBeUndefined();
});

it("adds a researcher's item with its occurrences found in the script, once", async () => {
  const file = await analyzedSubmission();
  const added = await addItem(researcher, file.submissionId, {
    category: "location",
    text: "the fog",
  });
  expect(added).toMatchObject({ source: "researcher", state: "confirmed", canonical: "the fog" });
  expect(added.occurrences.map((o) => o.text)).toEqual(["the fog", "the fog"]);
  await expect(
    addItem(researcher, file.submissionId, { category: "location", text: "The Fog" }),
  ).rejects.toMatchObject({ status: 409 });
});

it("bulk-confirms, dismisses and sets codes in one go, skipping items an action does not fit", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const ids = items.map((item) => item.id);
  expect(
    await bulkChange(researcher, file.submissionId, { action: "confirm", item_ids: ids }),
  ).toMatchObject({
    updated: ids.length,
  });
  expect(
    await bulkChange(researcher, file.submissionId, {
      action: "set_code",
      item_ids: ids,
      code: "NC",
      canned_finding: "nc-no-match",
    }),
  ).toMatchObject({
    updated: ids.length,
  });
  const list = await listItems(file.submissionId, {});
  expect(list.progress.by_state.finding_recorded).toBe(ids.length);
  expect(list.progress.finding_missing).toBe(0);
  expect(list.ready).toBe(true);
  await expect(
    bulkChange(researcher, file.submissionId, {
      action: "dismiss",
      item_ids: [...ids, crypto.randomUUID()],
    }),
  ).rejects.toMatchObject({ status: 404 });
});

it("codes in bulk only with a finding: a canned one takes each item's name, none is refused", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const phone = named(items, /555-0142/);
  const dana = named(items, /dana/i, "character_name");
  const others = items.filter((item) => item !== phone && item !== dana);
  await updateItem(researcher, file.submissionId, phone.id, {
    expected_version: 1,
    finding: "Inside the fictional range 555-0100–0199.",
  });

  // Without a canned finding, items with no finding of their own refuse the code, all of them.
  const refused = bulkChange(researcher, file.submissionId, {
    action: "set_code",
    item_ids: [phone.id, dana.id, ...others.map((item) => item.id)],
    code: "CC",
  });
  await expect(refused).rejects.toMatchObject({ status: 409, field: "canned_finding" });
  const blank = items.filter((item) => item !== phone).map((item) => `“${item.canonical}”`);
  await expect(refused).rejects.toThrow(
    `${blank.length} items have no finding yet (${blank.slice(0, 3).join(", ")} and ${blank.length - 3} more): choose a canned finding to apply, or write each one in the item.`,
  );
  const untouched = await listItems(file.submissionId, {});
  expect(untouched.progress.by_code).toEqual({ none: items.length });

  // An item with its own finding can be re-coded without one, and keeps it.
  expect(
    await bulkChange(researcher, file.submissionId, {
      action: "set_code",
      item_ids: [phone.id],
      code: "F555",
    }),
  ).toMatchObject({ updated: 1 });

  // A canned finding of another code is not offered.
  await expect(
    bulkChange(researcher, file.submissionId, {
      action: "set_code",
      item_ids: [dana.id],
      code: "C",
      canned_finding: "nc-no-match",
    }),
  ).rejects.toMatchObject({ status: 400 });

  expect(
    await bulkChange(researcher, file.submissionId, {
      action: "set_code",
      item_ids: [dana.id],
      code: "CC",
      canned_finding: "cc-neutral-portrayal",
    }),
  ).toMatchObject({ updated: 1 });
  const detail = await getItem(file.submissionId, dana.id);
  expect(detail.item).toMatchObject({
    code: "CC",
    state: "finding_recorded",
    finding: `A real “${dana.canonical}” exists but is unlikely to be identified with the portrayal; keep it neutral.`,
  });
  expect(detail.history[0]).toMatchObject({ action: "bulk-set-code", after: { code: "CC" } });
  const after = await getItem(file.submissionId, phone.id);
  expect(after.item).toMatchObject({
    code: "F555",
    finding: "Inside the fictional range 555-0100–0199.",
  });
});

it("undoes a bulk change on the items nobody saved since, and names those it leaves", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const [first, second, third] = items;
  const ids = [first!.id, second!.id, third!.id];
  const coded = await bulkChange(researcher, file.submissionId, {
    action: "set_code",
    item_ids: ids,
    code: "NC",
    canned_finding: "nc-no-match",
  });
  expect(coded).toEqual({
    updated: 3,
    changed: ids.map((id) => ({ id, expected_version: 2 })),
  });
  // A colleague saves one of them meanwhile: it keeps what they saved.
  await updateItem(researcher, file.submissionId, third!.id, {
    expected_version: 2,
    finding: "Checked again: no match in any register.",
  });

  expect(await undoBulkChange(researcher, file.submissionId, { items: coded.changed })).toEqual({
    restored: 2,
    refused: [{ id: third!.id, text: third!.canonical }],
    message: `Undone on 2 items; “${third!.canonical}” was changed since and keeps its new values.`,
  });
  for (const id of [first!.id, second!.id]) {
    const { item, history } = await getItem(file.submissionId, id);
    expect(item).toMatchObject({ state: "detected", code: null, finding: "", version: 3 });
    expect(history[0]).toMatchObject({ action: "undone", after: { state: "detected" } });
  }
  expect((await getItem(file.submissionId, third!.id)).item).toMatchObject({
    state: "finding_recorded",
    code: "NC",
    finding: "Checked again: no match in any register.",
  });

  // Undone once: the same undo again finds every item changed since.
  await expect(
    undoBulkChange(researcher, file.submissionId, { items: coded.changed }),
  ).rejects.toMatchObject({
    status: 409,
    message: `Nothing was undone: “${first!.canonical}”, “${second!.canonical}” and “${third!.canonical}” were changed since and keep their new values.`,
  });

  // A dismissal comes back to each item's own state, and an item merged away since is named.
  await bulkChange(researcher, file.submissionId, { action: "confirm", item_ids: [second!.id] });
  const dismissed = await bulkChange(researcher, file.submissionId, {
    action: "dismiss",
    item_ids: [first!.id, second!.id, items[3]!.id],
  });
  await mergeItems(researcher, file.submissionId, {
    keep_id: items[4]!.id,
    item_ids: [items[4]!.id, items[3]!.id],
  });
  const undone = await undoBulkChange(researcher, file.submissionId, {
    items: dismissed.changed,
  });
  expect(undone).toMatchObject({
    restored: 2,
    message: "Undone on 2 items; 1 item was merged away since.",
  });
  expect((await getItem(file.submissionId, first!.id)).item.state).toBe("detected");
  expect((await getItem(file.submissionId, second!.id)).item.state).toBe("confirmed");
});

it("lists the items coded without a finding under the finding-missing filter", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const [coded, worked, written, dismissed] = items;
  await updateItem(researcher, file.submissionId, coded!.id, { expected_version: 1, code: "NC" });
  await updateItem(researcher, file.submissionId, worked!.id, {
    expected_version: 1,
    state: "finding_recorded",
  });
  await updateItem(researcher, file.submissionId, written!.id, {
    expected_version: 1,
    code: "NC",
    finding: "Nobody of that name trades in the story's city.",
  });
  await updateItem(researcher, file.submissionId, dismissed!.id, {
    expected_version: 1,
    code: "NC",
    state: "dismissed",
  });
  const missing = await listItems(file.submissionId, { finding: "missing" });
  expect(missing.items.map((item) => item.id).sort()).toEqual([coded!.id, worked!.id].sort());
  expect(missing.progress.finding_missing).toBe(2);
});

it("suggests an earlier finding on the same key from another submission, without its customer", async () => {
  const first = await analyzedSubmission();
  const phone = named((await listItems(first.submissionId, {})).items, /555-0142/);
  await updateItem(researcher, first.submissionId, phone.id, {
    expected_version: 1,
    code: "F555",
    finding: "Inside the fictional range.",
  });
  const [paid] = await db()
    .insert(orders)
    .values({
      submissionId: first.submissionId,
      userId: "customer-1",
      method: "card",
      currency: "USD",
      subtotal: 45_000,
      discount: 0,
      tax: 0,
      total: 45_000,
      status: "paid",
    })
    .returning();
  const second = await analyzedSubmission();
  const again = named((await listItems(second.submissionId, {})).items, /555-0142/);
  const { knowledge } = await getItem(second.submissionId, again.id);
  // Other test files share the database: other findings on this key may come first.
  expect(knowledge).toContainEqual({
    item_id: phone.id,
    code: "F555",
    finding: "Inside the fictional range.",
    recommendation: "",
    order_number: `NCS-${String(paid!.number).padStart(6, "0")}`,
    updated_at: expect.any(String),
  });
  // A submission without a paid order names none, whatever other orders exist.
  const third = await analyzedSubmission();
  const phoneOfThird = named((await listItems(third.submissionId, {})).items, /555-0142/);
  await updateItem(researcher, third.submissionId, phoneOfThird.id, {
    expected_version: 1,
    code: "F555",
  });
  const { knowledge: fromThird } = await getItem(second.submissionId, again.id);
  expect(fromThird.find((entry) => entry.item_id === phoneOfThird.id)?.order_number).toBeNull();
  expect((await getItem(first.submissionId, phone.id)).knowledge).not.toContainEqual(
    expect.objectContaining({ item_id: phone.id }),
  );
});

it("no longer marks an item carried forward once its code or finding changes; a note leaves it", async () => {
  const file = await analyzedSubmission();
  const { items } = await listItems(file.submissionId, {});
  const phone = named(items, /555-0142/);
  // As a revised draft leaves an item whose text did not change: its verdict carried forward.
  await db()
    .update(clearanceItems)
    .set({ carriedForward: true, code: "F555", finding: "In the fictional range." })
    .where(eq(clearanceItems.id, phone.id));

  const noted = await updateItem(researcher, file.submissionId, phone.id, {
    expected_version: 1,
    internal_note: "Checked again after the revision.",
  });
  expect(noted.carried_forward).toBe(true);

  const recoded = await updateItem(researcher, file.submissionId, phone.id, {
    expected_version: noted.version,
    code: "C",
    finding: "The revision made it a real number.",
  });
  expect(recoded.carried_forward).toBe(false);
});
