import { itemView } from "@/test/clearance-items";

import { changesOf, draftOf, shown, withCanned } from "./editor-draft";

const ITEM = itemView("item-1", { version: 3 });

describe("the item editor's draft", () => {
  it("sends only what changed, trimmed", () => {
    const draft = {
      ...draftOf(ITEM),
      code: "NC" as const,
      finding: "  Too common.  ",
      sources: [],
    };
    expect(changesOf(ITEM, draft)).toEqual({ code: "NC", finding: "Too common." });
    expect(changesOf(ITEM, draftOf(ITEM))).toEqual({});
  });

  it("sends sources trimmed, leaving out rows with nothing typed", () => {
    const draft = {
      ...draftOf(ITEM),
      sources: [
        { source: " WhitePages ", query: " Dana Whitlock ", result: "", checked_on: "2026-11-02" },
        { source: "", query: "  ", result: "", checked_on: "2026-11-02" },
      ],
    };
    expect(changesOf(ITEM, draft)).toEqual({
      sources: [
        { source: "WhitePages", query: "Dana Whitlock", result: "", checked_on: "2026-11-02" },
      ],
    });
  });

  it("inserts a canned finding alone or on a line of its own", () => {
    expect(withCanned("", "Inside the fictional range.")).toBe("Inside the fictional range.");
    expect(withCanned("Checked. ", "Inside the fictional range.")).toBe(
      "Checked.\nInside the fictional range.",
    );
  });

  it("shows values for people: lists joined, nothing as a dash, ids as e-mails", () => {
    expect(shown(["A", "B"])).toBe("A, B");
    expect(shown(null)).toBe("—");
    expect(
      shown([
        { source: "IMDb", query: "Night Ferry", result: "No title", checked_on: "2026-11-02" },
      ]),
    ).toBe("IMDb, “Night Ferry”: No title (Nov 2, 2026)");
    expect(shown("user-1", new Map([["user-1", "ana@example.com"]]))).toBe("ana@example.com");
  });
});
