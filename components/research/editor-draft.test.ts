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

  it("inserts a canned finding alone or on a line of its own", () => {
    expect(withCanned("", "Inside the fictional range.")).toBe("Inside the fictional range.");
    expect(withCanned("Checked. ", "Inside the fictional range.")).toBe(
      "Checked.\nInside the fictional range.",
    );
  });

  it("shows values for people: lists joined, nothing as a dash, ids as e-mails", () => {
    expect(shown(["A", "B"])).toBe("A, B");
    expect(shown(null)).toBe("—");
    expect(shown("user-1", new Map([["user-1", "ana@example.com"]]))).toBe("ana@example.com");
  });
});
