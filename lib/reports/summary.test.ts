import { inventedSnapshot } from "./fixture";
import { sectionsOf } from "./layout";
import type { ReportItem } from "./snapshot";
import { actionItemsOf, scriptOrderOf } from "./summary";

const base = inventedSnapshot(1).items[0]!;

/** An item with its code and where it occurs: [page, element index] each. */
const item = (
  id: string,
  category: ReportItem["category"],
  code: ReportItem["code"],
  places: [number, number][],
): ReportItem => ({
  ...base,
  id,
  text: id,
  category,
  code,
  occurrences: places.map(([page, elementIndex]) => ({
    page,
    scene: null,
    at: { elementIndex, start: 0, end: 4 },
  })),
});

const snapshotOf = (items: ReportItem[]) => ({ ...inventedSnapshot(0), items });

describe("actionItemsOf", () => {
  it("lists the items not clear, needing permission or clear with caution, most pressing first", () => {
    const sections = sectionsOf(
      snapshotOf([
        item("Caution brand", "brand", "CC", [[2, 1]]),
        item("Clear name", "character_name", "NC", [[1, 1]]),
        item("Song", "music", "PR", [[9, 1]]),
        item("Street", "address", "RC", [[4, 1]]),
        item("Late conflict", "character_name", "C", [[30, 1]]),
        item("Early conflict", "character_name", "C", [[3, 1]]),
        item("Phone", "phone", "F555", [[5, 1]]),
      ]),
    );
    const listed = actionItemsOf(sections);
    expect(listed.map(({ id, code }) => `${code} ${id}`)).toEqual([
      "C Early conflict",
      "C Late conflict",
      "RC Street",
      "PR Song",
      "CC Caution brand",
    ]);
    // Numbered as in their category's section, with that category's label.
    const numbers = new Map(sections.flatMap((s) => s.items.map((i) => [i.id, i.number])));
    for (const entry of listed) expect(entry.number).toBe(numbers.get(entry.id));
    expect(listed[0]!.categoryLabel).toBe(sections[0]!.label);
  });

  it("is empty when nothing asks for action", () => {
    const sections = sectionsOf(snapshotOf([item("Clear", "character_name", "NC", [[1, 1]])]));
    expect(actionItemsOf(sections)).toEqual([]);
  });
});

describe("scriptOrderOf", () => {
  it("lists every item once where it first occurs, page by page in reading order, requests last", () => {
    const sections = sectionsOf(
      snapshotOf([
        item("On request", "other", "INFO", []),
        item("Page 7", "brand", "CC", [[7, 40]]),
        item("Page 2 lower", "character_name", "NC", [
          [12, 3],
          [2, 30],
        ]),
        item("Page 2 upper", "location", "NC", [[2, 10]]),
        item("Page 1", "address", "RC", [
          [5, 2],
          [1, 8],
        ]),
      ]),
    );
    const ordered = scriptOrderOf(sections);
    expect(ordered.map(({ id, firstPage }) => [id, firstPage])).toEqual([
      ["Page 1", 1],
      ["Page 2 upper", 2],
      ["Page 2 lower", 2],
      ["Page 7", 7],
      ["On request", null],
    ]);
  });

  it("keeps the report's numbers and every item of a large report", () => {
    const snapshot = inventedSnapshot(60);
    const ordered = scriptOrderOf(sectionsOf(snapshot));
    expect(ordered.map(({ number }) => number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    const pages = ordered.flatMap(({ firstPage }) => (firstPage === null ? [] : [firstPage]));
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });
});
