import { highlightIn, riskColor } from "./format";

describe("highlightIn", () => {
  it("finds the occurrence at its own offset in an uncut snippet", () => {
    expect(highlightIn({ snippet: "DANA waves. DANA runs.", text: "DANA", start: 12 })).toEqual({
      before: "DANA waves. ",
      match: "DANA",
      after: " runs.",
    });
  });

  it("finds it about a context's length into a snippet cut before it", () => {
    const snippet = `…${"word ".repeat(12)}Starbucks cup and a Starbucks sign`;
    const found = highlightIn({ snippet, text: "Starbucks", start: 400 });
    expect(found?.before).toBe(`…${"word ".repeat(12)}`);
  });

  it("gives up when the text is not in the snippet", () => {
    expect(highlightIn({ snippet: "Nothing here", text: "DANA", start: 0 })).toBeNull();
  });
});

it("colors risk by band", () => {
  expect([10, 50, 90].map(riskColor)).toEqual(["teal", "yellow", "red"]);
});
