import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";

import {
  commonSubsequence,
  diffScreenplays,
  itemFate,
  type ItemPlace,
  type RevisionDiff,
} from "./diff";
import { parseFountain } from "./fountain";
import type { Screenplay } from "./model";

const fixture = (name: string) =>
  parseFountain(readFileSync(path.join(__dirname, "fixtures", name), "utf8"));
/** A script of the given scenes, each a heading and its lines, separated by blank lines. */
const script = (...scenes: string[][]) =>
  parseFountain(scenes.map((lines) => lines.join("\n\n")).join("\n\n"));
const summary = (diff: RevisionDiff) =>
  diff.scenes.map((scene) => [
    scene.status,
    scene.before?.number ?? null,
    scene.after?.number ?? null,
    (scene.after ?? scene.before)!.heading,
  ]);

/** Draft 2 of the fixture: the post office cut, the beach moved up, the tavern's line rewritten,
 * the coastguard scene added, and every scene renumbered in order. One page a scene. */
const draft1 = fixture("lamplight-draft1.fountain");
const draft2 = fixture("lamplight-draft2.fountain");

describe("diffScreenplays on two drafts of one script", () => {
  const diff = diffScreenplays(draft1, draft2);

  it("finds exactly the scenes that changed, in the new order, cut scenes where they were", () => {
    expect(summary(diff)).toEqual([
      ["unchanged", "1", "1", "INT. LIGHTHOUSE - NIGHT"],
      ["unchanged", "2", "2", "EXT. CLIFF PATH - DAWN"],
      ["removed", "3", null, "INT. POST OFFICE - DAY"],
      ["moved", "6", "3", "EXT. BEACH - NIGHT"],
      ["unchanged", "4", "4", "EXT. HARBOUR - DAY"],
      ["edited", "5", "5", "INT. ANCHOR TAVERN - NIGHT"],
      ["renumbered", "7", "6", "INT. LIGHTHOUSE - LAMP ROOM - NIGHT"],
      ["added", null, "7", "INT. COASTGUARD STATION - DAY"],
      ["unchanged", "8", "8", "EXT. SEA - DAWN"],
    ]);
    expect(diff.counts).toEqual({
      unchanged: 4,
      moved: 1,
      renumbered: 1,
      edited: 1,
      added: 1,
      removed: 1,
    });
    const beach = diff.scenes[3]!;
    expect([beach.moved, beach.renumbered]).toEqual([true, true]);
  });

  it("names the one line rewritten in the edited scene", () => {
    const tavern = diff.scenes.find((scene) => scene.status === "edited")!;
    expect(tavern.changes).toEqual([
      {
        kind: "changed",
        before: {
          index: expect.any(Number),
          type: "dialogue",
          text: "Your mother saved my father in the storm of eighty-seven.",
          page: 5,
        },
        after: {
          index: expect.any(Number),
          type: "dialogue",
          text: "Your mother pulled my father out of the water in the storm of eighty-seven.",
          page: 5,
        },
      },
    ]);
  });

  it("charges the pages of new and changed text only; says which old pages went", () => {
    expect(diff.pages).toEqual({ total: 8, changed: [5, 7], added: [7], removed: [3] });
  });

  it("links every element of both drafts to its fate and counterpart", () => {
    expect(diff.before).toHaveLength(draft1.elements.length);
    expect(diff.after).toHaveLength(draft2.elements.length);
    const fates = (links: { fate: string }[]) =>
      links.reduce<Record<string, number>>(
        (counts, { fate }) => ({ ...counts, [fate]: (counts[fate] ?? 0) + 1 }),
        {},
      );
    // The post office's heading, action, cue, dialogue and action went; one line changed.
    expect(fates(diff.before)).toEqual({
      unchanged: draft1.elements.length - 6,
      removed: 5,
      changed: 1,
    });
    expect(fates(diff.after)).toEqual({
      unchanged: draft2.elements.length - 5,
      added: 4,
      changed: 1,
    });
    diff.after.forEach((link, index) => {
      if (link.fate !== "unchanged") return;
      expect(draft1.elements[link.counterpart!]!.text).toBe(draft2.elements[index]!.text);
      expect(diff.before[link.counterpart!]!.counterpart).toBe(index);
    });
  });
});

describe("itemFate", () => {
  const diff = diffScreenplays(draft1, draft2);
  /** Where the text occurs in a draft, a place an element. */
  const places = (play: Screenplay, text: string): ItemPlace[] =>
    play.elements
      .filter((element) => element.text.includes(text))
      .map((element) => ({ elementIndex: element.index }));
  const fateOf = (text: string) =>
    itemFate(diff, { before: places(draft1, text), after: places(draft2, text) });

  it("carries forward an item found only in unchanged text, moved or renumbered scenes too", () => {
    expect(fateOf("SILVER ANNIE")).toBe("carried_forward");
    expect(fateOf("green bottle")).toBe("carried_forward");
    expect(fateOf("forty years")).toBe("carried_forward");
  });

  it("sends an item to research when one place is new or changed text, or the item is new", () => {
    expect(fateOf("eighty-seven")).toBe("needs_research");
    expect(fateOf("DORA")).toBe("carried_forward"); // not in the line rewritten
    expect(fateOf("Morrow")).toBe("needs_research"); // also in the coastguard scene
    expect(fateOf("KWAME ASANTE")).toBe("needs_research");
  });

  it("supersedes an item whose every occurrence went", () => {
    expect(fateOf("Harbour Board")).toBe("superseded");
  });

  it("carries a title-page item only when it was on the title page before", () => {
    const titlePage = { elementIndex: -1, titlePage: true };
    expect(itemFate(diff, { before: [titlePage], after: [titlePage] })).toBe("carried_forward");
    expect(itemFate(diff, { before: places(draft1, "AGNES"), after: [titlePage] })).toBe(
      "needs_research",
    );
  });
});

describe("diffScreenplays, edge cases", () => {
  const opening = [
    "INT. KITCHEN - DAY",
    "Maeve burns the toast again.",
    "MAEVE",
    "Oh, biscuits. It's burnt.",
  ];
  const garden = ["EXT. GARDEN - DAY", "Hens scatter as a red tractor backs through the gate."];
  const shed = ["INT. SHED - NIGHT", "A single bulb. Tools hang in outlines drawn on pegboard."];
  const cellar = ["INT. CELLAR - NIGHT", "Jars of damson jam glint along damp stone shelves."];

  it("finds nothing between identical drafts", () => {
    const diff = diffScreenplays(draft1, draft1);
    expect(diff.counts.unchanged).toBe(draft1.scenes.length);
    expect(diff.scenes.every((scene) => scene.status === "unchanged")).toBe(true);
    expect(diff.pages).toEqual({ total: 8, changed: [], added: [], removed: [] });
  });

  it("takes a completely rewritten draft as every scene removed and every scene added", () => {
    const rewritten = fixture("night-shift.fountain");
    const diff = diffScreenplays(draft1, rewritten);
    expect(diff.counts).toMatchObject({
      removed: draft1.scenes.length,
      added: rewritten.scenes.length,
      unchanged: 0,
      edited: 0,
    });
    expect(diff.pages.changed).toEqual(
      Array.from({ length: rewritten.pageCount }, (_, i) => i + 1),
    );
    expect(diff.pages.removed).toHaveLength(draft1.pageCount);
  });

  it("reads an empty draft as nothing there: everything added, or everything removed", () => {
    const empty: Screenplay = { ...draft1, elements: [], scenes: [], pageCount: 0 };
    expect(diffScreenplays(empty, empty)).toMatchObject({ scenes: [], before: [], after: [] });
    expect(diffScreenplays(empty, draft1).counts.added).toBe(8);
    expect(diffScreenplays(draft1, empty).counts.removed).toBe(8);
    expect(diffScreenplays(draft1, empty).pages.removed).toHaveLength(8);
  });

  it("calls a moved scene with a rewritten line edited, and still moved", () => {
    const diff = diffScreenplays(
      script(opening, garden, cellar, shed),
      script(opening, ["INT. SHED - NIGHT", shed[1]!.replace("single", "bare")], garden, cellar),
    );
    const shedDiff = diff.scenes.find((scene) => scene.before?.heading === "INT. SHED - NIGHT")!;
    expect(shedDiff).toMatchObject({ status: "edited", moved: true });
  });

  it("sees a changed heading, an added and a removed line inside one scene", () => {
    const diff = diffScreenplays(
      script(opening, [...garden, "A dog barks."]),
      script(
        [
          "INT. KITCHEN - NIGHT",
          opening[1]!,
          "Smoke curls to the ceiling.",
          opening[2]!,
          opening[3]!,
        ],
        garden,
      ),
    );
    expect(diff.scenes.map((scene) => scene.changes.map((change) => change.kind))).toEqual([
      ["changed", "added"],
      ["removed"],
    ]);
    expect(diff.scenes[0]!.changes[0]).toMatchObject({
      before: { type: "scene_heading", text: "INT. KITCHEN - DAY" },
      after: { type: "scene_heading", text: "INT. KITCHEN - NIGHT" },
    });
  });

  it("pairs repeated identical scenes in order, and ignores case and curly quotes", () => {
    const diff = diffScreenplays(
      script(garden, opening, garden),
      script(
        garden,
        [
          "INT. KITCHEN - DAY",
          "MAEVE BURNS THE TOAST AGAIN.",
          "MAEVE",
          "Oh, biscuits. It’s burnt.",
        ],
        garden,
      ),
    );
    expect(diff.scenes.map((scene) => scene.status)).toEqual([
      "unchanged",
      "unchanged",
      "unchanged",
    ]);
  });

  it("keeps what comes before the first heading as a scene of its own", () => {
    const diff = diffScreenplays(
      parseFountain("FADE IN:\n\nINT. KITCHEN - DAY\n\nToast."),
      parseFountain("A title card: 1976.\n\nINT. KITCHEN - DAY\n\nToast."),
    );
    expect(summary(diff)).toEqual([
      ["edited", null, null, ""],
      ["unchanged", null, null, "INT. KITCHEN - DAY"],
    ]);
  });
});

describe("commonSubsequence", () => {
  /** Length of a longest common subsequence, by plain recursion. */
  const longest = (a: number[], b: number[]): number =>
    a.length === 0 || b.length === 0
      ? 0
      : a[0] === b[0]
        ? 1 + longest(a.slice(1), b.slice(1))
        : Math.max(longest(a.slice(1), b), longest(a, b.slice(1)));
  const isCommon = (a: number[], b: number[], pairs: [number, number][]) =>
    pairs.every(
      ([i, j], k) => a[i] === b[j] && (k === 0 || (i > pairs[k - 1]![0] && j > pairs[k - 1]![1])),
    );

  it("answers a longest common subsequence", () => {
    const ids = fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 9 });
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const pairs = commonSubsequence(a, b);
        return isCommon(a, b, pairs) && pairs.length === longest(a, b);
      }),
    );
  });

  it("splits sequences past the table's size at the lines each side has once", () => {
    // 3,000 lines: 100 moved to the end, 50 rewritten; the rest is the longest in common.
    const a = Array.from({ length: 3_000 }, (_, i) => i);
    const b = [...a.slice(0, 100), ...a.slice(200), ...a.slice(100, 200)].map((id, j) =>
      j % 50 === 7 && j < 2_500 ? -id - 1 : id,
    );
    const pairs = commonSubsequence(a, b);
    expect(isCommon(a, b, pairs)).toBe(true);
    expect(pairs).toHaveLength(2_900 - 50);
  });

  it("matches greedily, still in common, when no line is found once on each side", () => {
    // Ids of `b` come in another order and run out before `a` is done with them.
    const a = Array.from({ length: 2_500 }, (_, i) => i % 977);
    const b = Array.from({ length: 2_500 }, (_, i) => (i * 3) % 977);
    const pairs = commonSubsequence(a, b);
    expect(isCommon(a, b, pairs)).toBe(true);
    expect(pairs.length).toBeGreaterThan(100);
  });
});
