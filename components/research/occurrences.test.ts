import type { Occurrence } from "@/lib/first-pass/model";

import { ageOf, formatScenes, occurrenceSummary, scriptLink } from "./occurrences";

const at = (page: number, sceneIndex: number, sceneNumber?: string): Occurrence => ({
  page,
  sceneIndex,
  sceneNumber,
  elementIndex: page * 10,
  elementType: "action",
  text: "Dana",
  start: 0,
  end: 4,
  snippet: "Dana waits.",
});

describe("an item's places in one cell", () => {
  it("compresses pages and scenes into runs", () => {
    const occurrences = [at(9, 5), at(3, 2), at(7, 4), at(8, 4), at(3, 2)];
    expect(occurrenceSummary(occurrences)).toEqual({ count: 5, pages: "3, 7–9", scenes: "2, 4–5" });
  });

  it("prefers the printed scene numbers and lists them as written when not plain numbers", () => {
    expect(formatScenes([at(1, 1, "12"), at(2, 2, "12A"), at(3, 3, "12A")])).toBe("12, 12A");
    expect(formatScenes([at(1, 0)])).toBe("");
  });

  it("links an occurrence to its place in the script view", () => {
    expect(scriptLink("sub-1", at(7, 4))).toBe("/script/sub-1#p7-e70");
  });

  it("says how old a finding is", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(ageOf("2026-11-26T08:00:00Z", now)).toBe("today");
    expect(ageOf("2026-11-25T08:00:00Z", now)).toBe("1 day ago");
    expect(ageOf("2026-09-01T12:00:00Z", now)).toBe("2 months ago");
    expect(ageOf("2024-03-04T12:00:00Z", now)).toBe("2 years ago");
  });
});
