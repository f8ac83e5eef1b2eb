import { extractText } from "unpdf";

import { inventedSnapshot } from "./fixture";
import { sectionsOf } from "./layout";
import { DRAFT_MARK, renderReportPdf, type ReportPdfOptions } from "./pdf";
import type { ReportSnapshot } from "./snapshot";

/** The text of each page, its white space collapsed so wrapped lines read as one. */
async function pagesOf(snapshot: ReportSnapshot, options?: ReportPdfOptions): Promise<string[]> {
  const bytes = await renderReportPdf(snapshot, options);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

describe("renderReportPdf", () => {
  const snapshot = inventedSnapshot(60);
  let pages: string[];
  beforeAll(async () => {
    pages = await pagesOf(snapshot);
  });

  it("puts the order number, the version, the page number and the watermark on every page", () => {
    pages.forEach((page, index) => {
      expect(page).toContain(`Order NCS-000123 · Version 2`);
      expect(page).toContain(`NCS-000123 · Page ${index + 1} of ${pages.length}`);
      expect(page).toContain("Prepared for producer@lanternfish.example");
      expect(page).not.toContain("DRAFT");
    });
  });

  it("has a cover, the disclaimer, the summary, a section per category and the sources", () => {
    const sections = sectionsOf(snapshot);
    // Cover, introduction and summary before the sections, which each start a page; sources last.
    expect(pages.length).toBeGreaterThanOrEqual(sections.length + 4);
    expect(pages.length).toBeLessThanOrEqual(snapshot.items.length + 4);
    expect(pages[0]).toContain("The Night Ferry to Harrowgate");
    expect(pages[0]).toContain("night-ferry-draft-3.pdf");
    expect(pages[1]).toContain(snapshot.cover.disclaimer);
    expect(pages[2]).toContain("Items by category");
    expect(pages.at(-1)).toContain("Sources consulted");
    for (const source of snapshot.cover.sourcesConsulted) expect(pages.at(-1)).toContain(source);
    const firstPages = sections.map((section) =>
      pages.findIndex((page) => page.includes(`${section.label} ${section.items.length} item`)),
    );
    expect(firstPages.every((page) => page > 2)).toBe(true);
    expect(firstPages).toEqual([...firstPages].sort((a, b) => a - b));
  });

  it("shows every item's text, code, finding and alternatives", () => {
    const all = pages.join(" ");
    for (const item of snapshot.items) {
      expect(all).toContain(item.text);
      expect(all).toContain(item.finding);
      for (const alternative of item.alternatives) expect(all).toContain(alternative);
    }
  });

  it("marks carried-forward items, items not in the script and continued sections", () => {
    const all = pages.join(" ");
    expect(all).toContain("Carried forward");
    expect(all).toContain("items, continued");
    expect(all).toContain("Not in the script; checked on request");
  });

  it("renders a first version with no items", async () => {
    const empty = inventedSnapshot(0);
    empty.cover.version = 1;
    const emptyPages = await pagesOf(empty);
    expect(emptyPages).toHaveLength(4);
    expect(emptyPages.join(" ")).not.toContain("carried forward unchanged");
  });
});

it("says so where an item has no finding, never printing its code's definition instead", async () => {
  const snapshot = inventedSnapshot(1);
  const [item] = snapshot.items;
  const pages = await pagesOf({
    ...snapshot,
    items: [{ ...item!, code: "CC", finding: "", recommendation: "" }],
  });
  const section = pages.slice(3, -1).join(" ");
  expect(section).toContain("No finding recorded.");
  expect(section).not.toContain("Clear with caution.");
});

it("draws names in any Latin, Greek or Cyrillic script as written", async () => {
  const snapshot = inventedSnapshot(3);
  const names = ["Łódź Kraków", "Antonín Dvořák", "Ελευθερία Достоевский"];
  const pages = await pagesOf({
    ...snapshot,
    items: snapshot.items.map((item, index) => ({ ...item, text: names[index] ?? item.text })),
    cover: { ...snapshot.cover, title: "Zoë & Søren in Şişli" },
  });
  const all = pages.join(" ");
  expect(all).toContain("Zoë & Søren in Şişli");
  for (const name of names) expect(all).toContain(name);
});

it("marks every page of a preview as a draft, the report otherwise unchanged", async () => {
  const snapshot = inventedSnapshot(40);
  const [report, preview] = await Promise.all([
    pagesOf(snapshot),
    pagesOf(snapshot, { draft: true }),
  ]);
  // The mark is drawn at an angle, so its words' spacing does not survive extraction.
  const bare = (text: string) => text.replace(/\s+/g, "");
  const mark = bare(DRAFT_MARK);
  expect(preview).toHaveLength(report.length);
  preview.forEach((page, index) => {
    expect(bare(page)).toContain(mark);
    expect(bare(page).replace(mark, "")).toBe(bare(report[index]!));
  });
});
