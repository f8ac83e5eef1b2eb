import { itemView } from "@/test/research-items";

import { changesOf, draftOf, saveAndNext, shown, withCanned } from "./editor-draft";

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

  describe("save and next", () => {
    it("records a Detected item that kept an old code, though nothing in the form changed", () => {
      const kept = itemView("Dana", { state: "detected", code: "NC", finding: "Too common." });
      expect(saveAndNext(kept, draftOf(kept))).toEqual({
        kind: "save",
        changes: { state: "finding_recorded" },
      });
    });

    it("records an open item coded in the form, with what changed", () => {
      const open = itemView("Dana", { state: "confirmed" });
      expect(saveAndNext(open, { ...draftOf(open), code: "CC", finding: "Two listed. " })).toEqual({
        kind: "save",
        changes: { state: "finding_recorded", code: "CC", finding: "Two listed." },
      });
    });

    it("saves a coded item without its finding: the Finding missing filter and publishing ask for it", () => {
      const open = itemView("Dana", { state: "detected" });
      expect(saveAndNext(open, { ...draftOf(open), code: "C", finding: "  " })).toEqual({
        kind: "save",
        changes: { code: "C", state: "finding_recorded" },
      });
    });

    it("says an open item with nothing new needs a code, naming keep-as-before when it can", () => {
      const open = itemView("Dana", { state: "detected" });
      expect(saveAndNext(open, draftOf(open))).toEqual({
        kind: "refused",
        field: "code",
        message: "Nothing saved: choose a code for “Dana” (press its key) or dismiss it.",
      });
      expect(saveAndNext(open, draftOf(open), { keepsBefore: true })).toMatchObject({
        message:
          "Nothing saved: choose a code for “Dana” (press its key), keep it as before (b) or dismiss it.",
      });
    });

    it("saves other changes as they are, and moves past a worked item left alone", () => {
      const open = itemView("Dana", { state: "detected" });
      expect(saveAndNext(open, { ...draftOf(open), internal_note: "Ask the writer." })).toEqual({
        kind: "save",
        changes: { internal_note: "Ask the writer." },
      });
      const dismissed = { ...draftOf(open), state: "dismissed" as const };
      expect(saveAndNext(open, dismissed)).toEqual({
        kind: "save",
        changes: { state: "dismissed" },
      });
      const worked = itemView("Dana", { state: "finding_recorded", code: "NC", finding: "Ok." });
      expect(saveAndNext(worked, draftOf(worked))).toEqual({ kind: "unchanged" });
    });
  });
});
