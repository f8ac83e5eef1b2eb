import { titlePageElements } from "@/lib/first-pass/analyze";
import { parseFountain } from "@/lib/screenplay/fountain";
import type { PageTextRun } from "@/lib/screenplay/pdf";

import { markTargets, planPage, scriptNotes, type MarkTarget } from "./annotation-layout";
import { inventedSnapshot } from "./fixture";
import type { ReportItem } from "./snapshot";

/** Courier 12: every character 7.2 points wide. */
const PITCH = 7.2;
const run = (str: string, x: number, y: number, size = 12): PageTextRun => ({
  str,
  x,
  y,
  width: str.length * PITCH * (size / 12),
  size,
});

const target = (text: string, note: number, order = 0, code: MarkTarget["code"] = "C") => ({
  page: 1,
  text,
  order,
  note,
  code,
});

const item = (id: string, text: string, occurrences: ReportItem["occurrences"]): ReportItem => ({
  ...inventedSnapshot(1).items[0]!,
  id,
  text,
  occurrences,
});

describe("scriptNotes", () => {
  it("numbers the items as the script reads: page, then element, then offset; none for items not in it", () => {
    const notes = scriptNotes([
      item("late", "Late", [{ page: 4, scene: "9", at: { elementIndex: 80, start: 0, end: 4 } }]),
      item("request", "Asked for", []),
      item("second", "Second", [
        { page: 7, scene: "12", at: { elementIndex: 120, start: 0, end: 6 } },
        { page: 2, scene: "3", at: { elementIndex: 30, start: 14, end: 20 } },
      ]),
      item("first", "First", [{ page: 2, scene: "3", at: { elementIndex: 30, start: 2, end: 7 } }]),
      item("title page", "Contact", [
        { page: 1, scene: null, at: { elementIndex: -2, start: 0, end: 7 } },
      ]),
    ]);
    expect(notes.map(({ number, item }) => [number, item.id])).toEqual([
      [1, "title page"],
      [2, "first"],
      [3, "second"],
      [4, "late"],
    ]);
  });
});

describe("markTargets", () => {
  it("takes each place's text from the draft, the title page's too, else the item's name", () => {
    const screenplay = parseFountain(
      "Title: Low Water\nContact: Call Harrowgate Films\n\nMARGUERITE'S Bakery stands on Juniper Hollow Road.\n",
    );
    const elements = [...titlePageElements(screenplay), ...screenplay.elements];
    const notes = scriptNotes([
      item("bakery", "Marguerite's Bakery", [
        { page: 1, scene: "1", at: { elementIndex: 0, start: 0, end: 19 } },
        { page: 3, scene: "4" },
      ]),
      item("films", "Harrowgate Films", [
        { page: 1, scene: null, at: { elementIndex: -1, start: 5, end: 21 } },
      ]),
    ]);
    expect(markTargets(notes, elements).map(({ text, note, page }) => [text, note, page])).toEqual([
      ["Harrowgate Films", 1, 1],
      ["MARGUERITE'S Bakery", 2, 1],
      ["Marguerite's Bakery", 2, 3],
    ]);
  });
});

describe("planPage", () => {
  it("boxes the occurrence's characters on its line, marks its note at the end and its code in the margin", () => {
    const plan = planPage(
      [run("INT. BAKERY - DAY", 108, 700), run("Odile buys bread at Zephyrine Cola.", 108, 676)],
      [target("Odile", 1, 10, "NC"), target("Zephyrine Cola", 2, 20, "CC")],
    );
    expect(plan.unplaced).toEqual([]);
    const [odile, cola] = plan.highlights;
    expect(odile).toMatchObject({ x: 108, code: "NC" });
    expect(odile!.width).toBeCloseTo(5 * PITCH);
    expect(odile!.y).toBeLessThan(676);
    expect(odile!.y + odile!.height).toBeGreaterThan(676 + 12 * 0.7);
    expect(cola!.x).toBeCloseTo(108 + 20 * PITCH);
    expect(cola!.width).toBeCloseTo(14 * PITCH);
    expect(plan.marks.map(({ note, x }) => [note, Math.round(x)])).toEqual([
      [1, Math.round(108 + 5 * PITCH)],
      [2, Math.round(108 + 34 * PITCH)],
    ]);
    expect(plan.labels).toEqual([{ y: 676, size: 12, codes: ["NC", "CC"] }]);
  });

  it("matches case aside and as whole words only: 'Ines' is not in 'Inessa' nor 'lines'", () => {
    const plan = planPage([run("INESSA reads the lines to INES.", 108, 500)], [target("Ines", 1)]);
    expect(plan.highlights).toHaveLength(1);
    expect(plan.highlights[0]!.x).toBeCloseTo(108 + 26 * PITCH);
  });

  it("gives the k-th place of a text on the page to its k-th occurrence in reading order", () => {
    const plan = planPage(
      [run("Tobias waves.", 108, 600), run("TOBIAS", 252, 576), run("Tobias again.", 180, 560)],
      [target("Tobias", 7, 30), target("Tobias", 7, 10), target("TOBIAS", 7, 20)],
    );
    expect(plan.highlights.map(({ y }) => Math.round(y + 12 * 0.24))).toEqual([600, 576, 560]);
    expect(plan.labels.map(({ y }) => y)).toEqual([600, 576, 560]);
  });

  it("boxes a name broken over two lines on each, and numbers it once, at its end", () => {
    const plan = planPage(
      [run("They drive along Juniper", 108, 400), run("Hollow Road at dawn.", 108, 388)],
      [target("Juniper Hollow Road", 3, 0, "RC")],
    );
    expect(plan.highlights).toHaveLength(2);
    expect(plan.highlights[0]!.x).toBeCloseTo(108 + 17 * PITCH);
    expect(plan.highlights[1]).toMatchObject({ x: 108 });
    expect(plan.highlights[1]!.width).toBeCloseTo(11 * PITCH);
    expect(plan.marks).toHaveLength(1);
    expect(plan.marks[0]!.x).toBeCloseTo(108 + 11 * PITCH);
    expect(plan.labels.map(({ y, codes }) => [y, codes])).toEqual([
      [400, ["RC"]],
      [388, ["RC"]],
    ]);
  });

  it("reads runs split mid-line and blanks of any width as one line of words", () => {
    const plan = planPage(
      [
        run("Meet me at", 108, 300),
        run("Harrowgate", 108 + 11 * PITCH, 300.4),
        run("   Pier 4.", 108 + 21 * PITCH, 300),
      ],
      [target("Harrowgate Pier 4", 1, 0, "NC")],
    );
    expect(plan.unplaced).toEqual([]);
    expect(plan.highlights).toHaveLength(1);
    expect(plan.highlights[0]!.x).toBeCloseTo(108 + 11 * PITCH);
    // From the H at 11 characters in to the end of the 4 at 30.
    expect(plan.highlights[0]!.width).toBeCloseTo(19 * PITCH);
  });

  it("marks once a place an item holds twice, its full name and its first name in it", () => {
    const plan = planPage(
      [run("MARA QUILLEN (30s) mends a motor. Mara waves.", 108, 500)],
      [target("MARA QUILLEN", 3, 10, "C"), target("MARA", 3, 11, "C"), target("Mara", 3, 40, "C")],
    );
    expect(plan.unplaced).toEqual([]);
    expect(plan.highlights.map(({ x, width }) => [x, Math.round(width / PITCH)])).toEqual([
      [108, 12],
      [108 + 34 * PITCH, 4],
    ]);
    expect(plan.marks).toHaveLength(2);
  });

  it("leaves a text the page does not hold unplaced, and a second occurrence beyond the page's places", () => {
    const plan = planPage(
      [run("Caspar sleeps.", 108, 500)],
      [target("Caspar", 1, 0), target("Caspar", 1, 5), target("Lennox", 2, 9)],
    );
    expect(plan.highlights).toHaveLength(1);
    expect(plan.unplaced.map(({ text, order }) => [text, order])).toEqual([
      ["Caspar", 5],
      ["Lennox", 9],
    ]);
  });
});
