import { reportForCustomerPage } from "./customer-page";
import { inventedSnapshot } from "./fixture";
import { pagesOf, scenesOf } from "./layout";
import type { ReportView } from "./read";

const snapshot = inventedSnapshot(12);
const view: ReportView = {
  submission_id: "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e",
  version: 1,
  published_at: "2026-03-09T15:30:00Z",
  cover: snapshot.cover,
  items: snapshot.items.map((item) => ({ ...item, decision: null, decision_history: [] })),
  title_clearance: null,
  changes: null,
  versions: [],
};

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

  it("changes none of the pages, scenes or other fields the page shows", () => {
    const shown = reportForCustomerPage(view);
    expect(shown.items.map(pagesOf)).toEqual(view.items.map(pagesOf));
    expect(shown.items.map(scenesOf)).toEqual(view.items.map(scenesOf));
    const apart = ({ occurrences: _places, ...rest }: ReportView["items"][number]) => rest;
    expect(shown.items.map(apart)).toEqual(view.items.map(apart));
    expect({ ...shown, items: [] }).toEqual({ ...view, items: [] });
  });
});
