import fs from "node:fs";

import { findTextOccurrences } from "@/lib/first-pass/find-text";
import type { Occurrence } from "@/lib/first-pass/model";
import { diffScreenplays } from "@/lib/screenplay/diff";
import { parseScreenplay } from "@/lib/screenplay/index";
import type { Screenplay } from "@/lib/screenplay/model";

import { changedPlaces, reasonOf, sentBackOf } from "./reopen";
import { keptState, waitsAsSentBack, type SentBack } from "./sent-back";

const read = (name: string) =>
  parseScreenplay(fs.readFileSync(`test/fixtures/revisions/${name}`), { fileName: name });

let before: Screenplay;
let after: Screenplay;
let diff: ReturnType<typeof diffScreenplays>;
const places = (play: Screenplay, text: string): Occurrence[] =>
  findTextOccurrences(play, "other", [text]);
const at = new Date("2026-11-28T21:00:00Z");

beforeAll(async () => {
  before = await read("lamp-keeper.fountain");
  after = await read("lamp-keeper-revised.fountain");
  diff = diffScreenplays(before, after);
});

const worked = (text: string) => ({
  state: "finding_recorded" as const,
  code: "NC" as const,
  finding: "No conflict found.",
  sentBack: null,
  occurrences: places(before, text),
});

describe("changedPlaces", () => {
  it("gives a place in a changed line with the old line beside it, its text marked", () => {
    const [change, ...others] = changedPlaces(diff, before, {
      before: places(before, "relief boat"),
      after: places(after, "relief boat"),
    });
    expect(others).toEqual([]);
    expect(change!.after).toMatchObject({ page: 2, text: "relief boat" });
    expect(change!.after.snippet).toContain("Call the coastguard");
    expect(change!.before).toEqual({
      snippet: "The relief boat is not coming tonight. The harbourmaster said so.",
      text: "relief boat",
      start: 4,
    });
  });

  it("gives the old line from its start when the item's text was not in it", () => {
    const [change] = changedPlaces(diff, before, {
      before: places(before, "Tomas"),
      after: places(after, "coastguard"),
    });
    expect(change!.before).toMatchObject({ text: "", start: 0 });
    expect(change!.before!.snippet).toMatch(/^The relief boat is not coming tonight/);
  });

  it("leaves out unchanged places and has no old text for new ones", () => {
    const changes = changedPlaces(diff, before, {
      before: places(before, "Edith"),
      after: places(after, "Edith"),
    });
    // Edith stands in five unchanged places and in the added scene's "Tell Edith."
    expect(places(after, "Edith").length).toBeGreaterThan(changes.length);
    expect(changes).toEqual([
      {
        after: expect.objectContaining({ page: 3, snippet: expect.stringContaining("Tell Edith") }),
        before: null,
      },
    ]);
  });
});

describe("reasonOf", () => {
  const change = (page: number, old: boolean) => ({
    after: { ...places(after, "Edith")[0]!, page },
    before: old ? { snippet: "old", text: "", start: 0 } : null,
  });

  it("says what the revision did where, page by page", () => {
    expect(reasonOf([change(2, true)])).toBe(
      "The revised draft changed the text it is in (page 2).",
    );
    expect(reasonOf([change(3, false), change(3, false), change(5, false)])).toBe(
      "The revised draft has it in new text (pages 3 and 5).",
    );
    expect(reasonOf([change(2, true), change(4, true), change(3, false), change(6, true)])).toBe(
      "The revised draft changed the text it is in (pages 2, 4 and 6) and has it in new text (page 3).",
    );
    expect(reasonOf([])).toBe("The revised draft has it again.");
  });
});

describe("sentBackOf", () => {
  it("keeps a worked item's verdict as before, with why it came back and what changed", () => {
    const sentBack = sentBackOf(
      worked("relief boat"),
      places(after, "relief boat"),
      diff,
      before,
      at,
    );
    expect(sentBack).toEqual({
      at: "2026-11-28T21:00:00.000Z",
      state: "finding_recorded",
      code: "NC",
      finding: "No conflict found.",
      reason: "The revised draft changed the text it is in (page 2).",
      changes: [
        expect.objectContaining({ before: expect.objectContaining({ text: "relief boat" }) }),
      ],
    });
  });

  it("keeps a dismissal, and a reviewed verdict comes back as a finding to review again", () => {
    const dismissed = sentBackOf(
      { ...worked("Edith"), state: "dismissed", code: null, finding: "" },
      places(after, "Edith"),
      diff,
      before,
      at,
    );
    expect(dismissed).toMatchObject({ state: "dismissed", code: null });
    expect(keptState(dismissed!.state)).toBe("dismissed");
    const reviewed = sentBackOf(
      { ...worked("Edith"), state: "reviewed" },
      places(after, "Edith"),
      diff,
      before,
      at,
    );
    expect(keptState(reviewed!.state)).toBe("finding_recorded");
  });

  it("sends back nothing for an item nobody decided", () => {
    for (const state of ["detected", "confirmed", "researching"] as const)
      expect(
        sentBackOf(
          { ...worked("Edith"), state, code: null },
          places(after, "Edith"),
          diff,
          before,
          at,
        ),
      ).toBeNull();
  });

  it("keeps the earlier verdict of an item an earlier revision sent back that still waits", () => {
    const earlier: SentBack = {
      at: "2026-11-01T10:00:00.000Z",
      state: "finding_recorded",
      code: "PR",
      finding: "Permission needed.",
      reason: "The revised draft has it in new text (page 1).",
      changes: [],
    };
    const waiting = {
      ...worked("Edith"),
      state: "detected" as const,
      code: null,
      finding: "",
      sentBack: earlier,
    };
    expect(waitsAsSentBack(waiting)).toBe(true);
    expect(sentBackOf(waiting, places(after, "Edith"), diff, before, at)).toMatchObject({
      at: "2026-11-28T21:00:00.000Z",
      state: "finding_recorded",
      code: "PR",
      finding: "Permission needed.",
      reason: "The revised draft has it in new text (page 3).",
    });
    // Once worked again it no longer waits.
    expect(waitsAsSentBack({ ...waiting, state: "finding_recorded" })).toBe(false);
  });
});
