import { FIRST_ITEMS, reportForCustomerPage, reportOutline } from "./customer-page";
import { inventedSnapshot } from "./fixture";
import { pagesOf, scenesOf, sectionsOf } from "./layout";
import type { ReportView } from "./read";
import { actionItemsOf } from "./summary";

const viewOf = (count: number): ReportView => {
  const snapshot = inventedSnapshot(count);
  return {
    submission_id: "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e",
    version: 1,
    published_at: "2026-03-09T15:30:00Z",
    cover: snapshot.cover,
    items: snapshot.items.map((item) => ({ ...item, decision: null, decision_history: [] })),
    title_clearance: null,
    changes: null,
    versions: [],
  };
};
const view = viewOf(FIRST_ITEMS);
const long = viewOf(FIRST_ITEMS * 6);

/** The ids of the items the page's first view renders: the first of each list. */
function shownFirst(report: ReportView) {
  const sections = sectionsOf(report);
  return new Set(
    [
      ...sections.flatMap((section) => section.items).slice(0, FIRST_ITEMS),
      ...actionItemsOf(sections).slice(0, FIRST_ITEMS),
    ].map((item) => item.id),
  );
}

describe("reportForCustomerPage", () => {
  it("keeps each page and scene once, the first place's anchor, and no excerpt", () => {
    const where = { elementIndex: 40, start: 3, end: 9 };
    const item = {
      ...view.items[2]!,
      occurrences: [
        { page: 4, scene: "3", at: where, excerpt: "…Harrowgate Pier at dusk…" },
        { page: 4, scene: "3", at: { ...where, elementIndex: 41 }, excerpt: "…again…" },
        { page: 4, scene: "4", at: { ...where, elementIndex: 52 } },
        { page: 9, scene: null, excerpt: "…" },
      ],
    };
    const [shown] = reportForCustomerPage({ ...view, items: [item] }).items;
    expect(shown!.occurrences).toEqual([
      { page: 4, scene: "3", at: where },
      { page: 4, scene: "4" },
      { page: 9, scene: null },
    ]);
  });

  it("gives a short report whole: every field the page shows, and no partial mark", () => {
    const shown = reportForCustomerPage(view);
    expect(shown.partial).toBeUndefined();
    expect(shown.items.map(pagesOf)).toEqual(view.items.map(pagesOf));
    expect(shown.items.map(scenesOf)).toEqual(view.items.map(scenesOf));
    const apart = ({ occurrences: _places, ...rest }: ReportView["items"][number]) => rest;
    expect(shown.items.map(apart)).toEqual(view.items.map(apart));
    expect({ ...shown, items: [] }).toEqual({ ...view, items: [] });
  });

  it("gives a long report's first view whole and the other items as outlines", () => {
    const shown = reportForCustomerPage(long);
    expect(shown.partial).toBe(true);
    const first = shownFirst(long);
    expect(first.size).toBeGreaterThan(FIRST_ITEMS);
    expect(first.size).toBeLessThan(long.items.length);
    long.items.forEach((item, index) => {
      const page = shown.items[index]!;
      if (first.has(item.id)) {
        expect(page.finding).toBe(item.finding);
        expect(page.sources).toEqual(item.sources);
        expect(pagesOf(page)).toBe(pagesOf(item));
      } else {
        expect(page).toMatchObject({
          id: item.id,
          text: item.text,
          category: item.category,
          code: item.code,
          finding: "",
          recommendation: "",
          alternatives: [],
          sources: [],
          rightsContacts: [],
          variants: [],
          decision_history: [],
        });
        expect(page.occurrences.length).toBeLessThanOrEqual(1);
      }
    });
    expect(shown.items.some((item) => item.finding === "")).toBe(true);
  });

  it("numbers, orders and counts the outlines as the whole report does", () => {
    const shown = reportForCustomerPage(long);
    const places = (report: ReportView) =>
      sectionsOf(report).map(({ category, items }) => [
        category,
        items.map(({ id, number, code }) => [id, number, code]),
      ]);
    expect(places(shown)).toEqual(places(long));
    const actions = (report: ReportView) =>
      actionItemsOf(sectionsOf(report)).map((item) => item.id);
    expect(actions(shown)).toEqual(actions(long));
    expect(shownFirst(shown)).toEqual(shownFirst(long));
  });
});

describe("reportOutline", () => {
  it("keeps each item's text, code and the customer's decision, and none of its details", () => {
    const decided = {
      ...long.items[3]!,
      decision: {
        version: 1,
        decision: "will_change" as const,
        note: "We rename the bar.",
        decided_at: "2026-03-10T09:00:00Z",
      },
    };
    const report = {
      ...long,
      items: long.items.map((item, index) => (index === 3 ? decided : item)),
    };
    const outline = reportOutline(report);
    expect(outline.partial).toBe(true);
    expect(outline.items).toHaveLength(report.items.length);
    expect(outline.items[3]).toMatchObject({
      id: decided.id,
      text: decided.text,
      code: decided.code,
      decision: decided.decision,
    });
    for (const item of outline.items) {
      expect(item).toMatchObject({ finding: "", recommendation: "", sources: [] });
      expect(item.occurrences.length).toBeLessThanOrEqual(1);
    }
    expect(JSON.stringify(outline).length).toBeLessThan(JSON.stringify(report).length / 2);
  });
});
