import type { RevisionChanges } from "@/lib/screenplay/revision-changes";

import {
  decisionsOfItem,
  latestDecisions,
  reportChanges,
  type ChangesContext,
  type ItemDecisionRecord,
} from "./changes";
import type { DecisionRecord, ReportItem } from "./snapshot";

/** An invented item `text` coded `code`, found at each [page, scene]. */
const item = (
  id: string,
  text: string,
  code: ReportItem["code"],
  places: [number, string | null][] = [[1, "1"]],
): ReportItem => ({
  id,
  category: "character_name",
  text,
  variants: [],
  code,
  finding: `${text}: no conflict found.`,
  recommendation: "",
  alternatives: [],
  sources: [],
  rightsContacts: [],
  occurrences: places.map(([page, scene]) => ({ page, scene })),
  carriedForward: false,
});

const none: ChangesContext = { heldBy: new Map(), decisions: new Map(), scenes: [] };

const scene = (
  status: RevisionChanges["scenes"][number]["status"],
  before: { number?: string; firstPage: number; lastPage: number } | undefined,
): RevisionChanges["scenes"][number] => ({
  status,
  ...(before ? { before: { heading: "INT. LIGHTHOUSE - NIGHT", ...before } } : {}),
  moved: false,
  renumbered: false,
  edits: 0,
});

const accepted: DecisionRecord = {
  version: 1,
  decision: "will_change",
  note: "Renaming him Gil.",
  decidedAt: "2026-11-02T10:00:00.000Z",
};

describe("reportChanges", () => {
  const v1 = [
    item("a", "Orla Quennell", "NC"),
    item("b", "Bexley Hovering", "C", [
      [3, "3"],
      [3, "3"],
      [4, "4"],
    ]),
    item("c", "Tamsin Rook", "NC"),
    item("d", "Pellow's Chandlery", "CC"),
  ];

  it("sorts items into added, removed, re-coded and unchanged", () => {
    const v2 = [
      item("a", "Orla Quennell", "NC"),
      item("c", "Tamsin Rook", "RC"),
      item("d", "Pellow's Chandlery", "CC"),
      item("e", "Yarrow Fenwick", "NC"),
    ];
    expect(reportChanges({ version: 1, items: v1 }, v2, none)).toEqual({
      since: 1,
      added: [{ id: "e", category: "character_name", text: "Yarrow Fenwick", code: "NC" }],
      removed: [
        {
          id: "b",
          category: "character_name",
          text: "Bexley Hovering",
          code: "C",
          places: [
            { page: 3, scene: "3", sceneChange: null },
            { page: 4, scene: "4", sceneChange: null },
          ],
          decision: null,
        },
      ],
      recoded: [
        { id: "c", category: "character_name", text: "Tamsin Rook", code: "RC", from: "NC" },
      ],
      unchanged: 2,
    });
  });

  it("names what the revision did to each scene a removed item was in, and keeps its decision", () => {
    const { removed } = reportChanges({ version: 2, items: v1 }, v1.slice(2), {
      ...none,
      decisions: new Map([["b", accepted]]),
      scenes: [
        scene("removed", { number: "3", firstPage: 3, lastPage: 3 }),
        scene("edited", { number: "4", firstPage: 4, lastPage: 5 }),
        scene("added", undefined),
      ],
    });
    expect(removed.map(({ text, places, decision }) => ({ text, places, decision }))).toEqual([
      {
        text: "Orla Quennell",
        places: [{ page: 1, scene: "1", sceneChange: null }],
        decision: null,
      },
      {
        text: "Bexley Hovering",
        places: [
          { page: 3, scene: "3", sceneChange: "removed" },
          { page: 4, scene: "4", sceneChange: "edited" },
        ],
        decision: accepted,
      },
    ]);
  });

  it("finds an unnumbered scene by its pages in the previous draft", () => {
    const earlier = [item("b", "Bexley Hovering", "C", [[7, "5"]])];
    const { removed } = reportChanges({ version: 1, items: earlier }, [], {
      ...none,
      scenes: [
        scene("edited", { firstPage: 2, lastPage: 4 }),
        scene("removed", { firstPage: 6, lastPage: 8 }),
      ],
    });
    expect(removed[0]!.places).toEqual([{ page: 7, scene: "5", sceneChange: "removed" }]);
  });

  it("follows an item into the one it was merged into, counting that one once", () => {
    const v2 = [item("a", "Orla Quennell", "C"), item("d", "Pellow's Chandlery", "CC")];
    const changes = reportChanges({ version: 1, items: v1 }, v2, {
      ...none,
      heldBy: new Map([
        ["b", "a"],
        ["c", "a"],
      ]),
    });
    expect(changes.removed).toEqual([]);
    expect(changes.added).toEqual([]);
    expect(changes.recoded.map(({ id, from, code }) => [id, from, code])).toEqual([
      ["a", "NC", "C"],
    ]);
    expect(changes.unchanged).toBe(1);
  });

  it("counts every item of an unchanged version as carried forward unchanged", () => {
    expect(reportChanges({ version: 1, items: v1 }, v1, none)).toEqual({
      since: 1,
      added: [],
      removed: [],
      recoded: [],
      unchanged: 4,
    });
  });
});

describe("decisions across versions", () => {
  const record = (
    itemId: string,
    version: number,
    decision: ItemDecisionRecord["decision"],
  ): ItemDecisionRecord => ({
    itemId,
    version,
    decision,
    note: "",
    decidedAt: `2026-11-0${version}T10:00:00.000Z`,
  });
  const { itemId: _, ...onV1 } = record("a", 1, "accept");
  const records = [
    record("a", 1, "request_alternatives"),
    record("a", 1, "accept"),
    record("b", 1, "will_change"),
    record("c", 2, "keep_seek_permission"),
  ];
  // The latest of a version wins; records come oldest first.
  const stored = records.filter((_, index) => index !== 0);

  it("carries an item's latest earlier decision into a version, kept as history", () => {
    expect(decisionsOfItem("a", 2, stored, new Map())).toEqual({
      current: onV1,
      history: [onV1],
    });
  });

  it("prefers the decision made on the version itself, the earlier ones as history", () => {
    const decided = [...stored, record("a", 2, "will_change")];
    expect(decisionsOfItem("a", 2, decided, new Map())).toEqual({
      current: expect.objectContaining({ version: 2, decision: "will_change" }),
      history: [onV1],
    });
  });

  it("follows a decision into the item its item was merged into; a new item has none", () => {
    const merged = decisionsOfItem("a", 2, stored, new Map([["b", "a"]]));
    expect(merged.history.map((entry) => entry.decision)).toEqual(["accept", "will_change"]);
    expect(merged.current).toMatchObject({ version: 1, decision: "will_change" });
    expect(decisionsOfItem("d", 2, stored, new Map())).toEqual({ current: null, history: [] });
  });

  it("has no history on the version a decision was made on", () => {
    expect(decisionsOfItem("c", 2, stored, new Map())).toEqual({
      current: expect.objectContaining({ version: 2, decision: "keep_seek_permission" }),
      history: [],
    });
  });

  it("keeps the latest decision on each item for the removed ones", () => {
    expect(latestDecisions(records).get("a")).toEqual(onV1);
    expect(latestDecisions(records).get("b")).toMatchObject({ decision: "will_change" });
  });
});
