import {
  anchorId,
  categoryTotals,
  dualBlocks,
  marksByElement,
  occurrenceHref,
  parseAnchor,
  segmentText,
  styledPieces,
  type Mark,
} from "./segments";
import { testItem } from "./test-items";

const mark = (start: number, end: number, itemId = "a"): Mark => ({
  itemId,
  category: "brand",
  start,
  end,
});

/** Each segment as `text` or `[text:ids]`. */
const shape = (text: string, marks: Mark[]) =>
  segmentText(text, marks)
    .map((s) => (s.marks.length ? `[${s.text}:${s.marks.map((m) => m.itemId).join(",")}]` : s.text))
    .join("");

describe("segmentText", () => {
  it("leaves text without marks whole", () => {
    expect(segmentText("Rain on the pier.", [])).toEqual([
      { start: 0, end: 17, text: "Rain on the pier.", marks: [] },
    ]);
    expect(segmentText("", [mark(0, 3)])).toEqual([]);
  });

  it("cuts the text at each mark, at the start, middle and end", () => {
    const text = "Dana drinks a Fizzco at Moe's";
    expect(shape(text, [mark(0, 4, "d"), mark(14, 20, "f"), mark(24, 29, "m")])).toBe(
      "[Dana:d] drinks a [Fizzco:f] at [Moe's:m]",
    );
  });

  it("shares the overlap of overlapping marks, the shorter first", () => {
    const text = "Harbour Light Cafe";
    expect(shape(text, [mark(0, 13, "long"), mark(8, 18, "cafe")])).toBe(
      "[Harbour :long][Light:cafe,long][ Cafe:cafe]",
    );
    // Nested: the inner mark comes first where both cover the text.
    expect(shape(text, [mark(0, 18, "outer"), mark(8, 13, "inner")])).toBe(
      "[Harbour :outer][Light:inner,outer][ Cafe:outer]",
    );
  });

  it("cuts marks past the end to the text and drops empty or reversed ones", () => {
    expect(shape("Call Oskar", [mark(5, 40), mark(3, 3, "empty"), mark(8, 2, "back")])).toBe(
      "Call [Oskar:a]",
    );
    expect(shape("abc", [mark(-4, 1)])).toBe("[a:a]bc");
  });

  it("never splits a surrogate pair", () => {
    const text = "Order 🍕 at Pizzeria"; // the pizza is two UTF-16 units, at 6 and 7
    const [before, pizza, after] = segmentText(text, [mark(7, 8)]);
    expect(pizza).toMatchObject({ start: 6, end: 8, text: "🍕" });
    expect(before!.text + pizza!.text + after!.text).toBe(text);
    expect(shape("𝒜𝒝", [mark(1, 3)])).toBe("[𝒜𝒝:a]");
  });

  it("keeps every character exactly once", () => {
    const text = "ANNA (into phone) Call 555-0142, ask for Bel.";
    const marks = [mark(0, 4), mark(23, 31, "b"), mark(25, 45, "c"), mark(41, 44, "d")];
    expect(
      segmentText(text, marks)
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
  });
});

describe("styledPieces", () => {
  const text = "Read the Gazette today, Hildy.";
  const pieces = (marks: Mark[], runs: Parameters<typeof styledPieces>[2]) =>
    segmentText(text, marks).map((segment) =>
      styledPieces(text, segment, runs).map(
        ({ text: piece, italic, bold }) => `${piece}${italic ? "/i" : ""}${bold ? "/b" : ""}`,
      ),
    );

  it("leaves a segment whole without emphasis", () => {
    expect(pieces([mark(9, 16)], [])).toEqual([["Read the "], ["Gazette"], [" today, Hildy."]]);
  });

  it("cuts a highlight where the script's italics start and end, inside and across it", () => {
    expect(pieces([mark(9, 16)], [{ start: 5, end: 12, italic: true }])).toEqual([
      ["Read ", "the /i"],
      ["Gaz/i", "ette"],
      [" today, Hildy."],
    ]);
    expect(
      pieces(
        [],
        [
          { start: 0, end: 4, bold: true },
          { start: 2, end: 8, italic: true },
        ],
      ),
    ).toEqual([["Re/b", "ad/i/b", " the/i", " Gazette today, Hildy."]]);
  });

  it("ignores runs that carry no emphasis or fall outside the segment", () => {
    expect(
      pieces(
        [mark(0, 4)],
        [
          { start: 0, end: 4 },
          { start: 40, end: 50, underline: true },
        ],
      ),
    ).toEqual([["Read"], [" the Gazette today, Hildy."]]);
  });

  it("never splits a surrogate pair", () => {
    const emoji = "a🍕b";
    const [segment] = segmentText(emoji, []);
    expect(
      styledPieces(emoji, segment!, [{ start: 2, end: 4, italic: true }]).map((p) => p.text),
    ).toEqual(["a", "🍕b"]);
  });
});

describe("dualBlocks", () => {
  const el = (index: number, dual?: "left" | "right") => ({ index, ...(dual ? { dual } : {}) });
  const shape = (blocks: ReturnType<typeof dualBlocks<ReturnType<typeof el>>>) =>
    blocks.map((block) =>
      "element" in block
        ? block.element.index
        : [block.left.map((e) => e.index), block.right.map((e) => e.index)],
    );

  it("puts the two speeches of dual dialogue side by side, the rest one by one", () => {
    const page = [el(0), el(1, "left"), el(2, "left"), el(3, "right"), el(4, "right"), el(5)];
    expect(shape(dualBlocks(page))).toEqual([
      0,
      [
        [1, 2],
        [3, 4],
      ],
      5,
    ]);
  });

  it("starts a new block when a left speech follows a right one, and keeps a lone side", () => {
    const page = [el(0, "left"), el(1, "right"), el(2, "left"), el(3, "right"), el(4, "right")];
    expect(shape(dualBlocks(page))).toEqual([
      [[0], [1]],
      [[2], [3, 4]],
    ]);
    expect(shape(dualBlocks([el(7, "right")]))).toEqual([[[], [7]]]);
  });
});

const items = [
  testItem("dana", "character_name", "Dana", "NC", [1, 2, 0, 4], [2, 9, 0, 4]),
  testItem("acme", "business", "Acme Ltd", "C", [1, -2, 10, 18]),
];

describe("marksByElement", () => {
  it("groups occurrences by element, the title page's under negative indexes", () => {
    const marks = marksByElement(items);
    expect(marks.get(2)).toEqual([
      { itemId: "dana", category: "character_name", start: 0, end: 4 },
    ]);
    expect(marks.get(-2)).toEqual([{ itemId: "acme", category: "business", start: 10, end: 18 }]);
    expect([...marks.keys()].sort()).toEqual([-2, 2, 9]);
  });

  it("leaves out the hidden categories", () => {
    const marks = marksByElement(items, (category) => category !== "character_name");
    expect([...marks.keys()]).toEqual([-2]);
  });
});

it("counts items and places per category", () => {
  expect(categoryTotals(items)).toEqual(
    new Map([
      ["character_name", { items: 1, occurrences: 2 }],
      ["business", { items: 1, occurrences: 1 }],
    ]),
  );
});

describe("anchors", () => {
  it("round-trips an element's anchor, a title page line's and a page's", () => {
    expect(anchorId(12, 340)).toBe("p12-e340");
    expect(parseAnchor("#p12-e340")).toEqual({ page: 12, elementIndex: 340 });
    expect(parseAnchor(anchorId(1, -3))).toEqual({ page: 1, elementIndex: -3 });
    expect(parseAnchor("#p7")).toEqual({ page: 7 });
    expect(occurrenceHref("s1", { page: 12, elementIndex: 340 })).toBe("/script/s1#p12-e340");
  });

  it("refuses anything else", () => {
    for (const hash of ["", "#", "#p0", "#page-2", "#p2-e", "#p2-x3", "#p1e2"]) {
      expect(parseAnchor(hash)).toBeNull();
    }
  });
});
