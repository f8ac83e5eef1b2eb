import { extractText } from "unpdf";

import { recodedLine } from "./changes-layout";
import { inventedChanges, inventedSnapshot, inventedTitleClearance } from "./fixture";
import { sectionsOf } from "./layout";
import { DRAFT_MARK, renderReportPdf, type ReportPdfOptions } from "./pdf";
import type { ReportSnapshot } from "./snapshot";
import { consultedLine, sourceLine, sourcesConsulted } from "./sources";

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

  it("puts the report number, the version, the page number and the watermark on every page", () => {
    pages.forEach((page, index) => {
      expect(page).toContain(`Report NCS-000123 · Version 2`);
      expect(page).toContain(`NCS-000123 · Page ${index + 1} of ${pages.length}`);
      expect(page).toContain("Prepared for producer@lanternfish.example");
      expect(page).not.toContain("DRAFT");
    });
  });

  it("has a cover, the disclaimer, the summary, a section per category and the recorded sources", () => {
    const sections = sectionsOf(snapshot);
    // Cover, introduction and summary before the sections, which each start a page; sources last.
    expect(pages.length).toBeGreaterThanOrEqual(sections.length + 4);
    expect(pages.length).toBeLessThanOrEqual(snapshot.items.length + 4);
    expect(pages[0]).toContain("The Night Ferry to Harrowgate");
    expect(pages[0]).toContain("night-ferry-draft-3.pdf");
    expect(pages[1]).toContain(snapshot.cover.disclaimer);
    expect(pages[2]).toContain("Items by category");
    expect(pages.at(-1)).toContain("Sources consulted");
    const consulted = sourcesConsulted(snapshot.items);
    expect(consulted.length).toBeGreaterThan(2);
    for (const source of consulted)
      expect(pages.at(-1)).toContain(`•  ${consultedLine(source)}`.replace(/\s+/g, " "));
    // Only what was recorded: one bullet per source, none of the boilerplate that used to be.
    expect(pages.at(-1)!.split("•")).toHaveLength(consulted.length + 1);
    const firstPages = sections.map((section) =>
      pages.findIndex((page) => page.includes(`${section.label} ${section.items.length} item`)),
    );
    expect(firstPages.every((page) => page > 2)).toBe(true);
    expect(firstPages).toEqual([...firstPages].sort((a, b) => a - b));
  });

  it("shows every item's text, code, finding, alternatives and sources searched", () => {
    const all = pages.join(" ");
    for (const item of snapshot.items) {
      expect(all).toContain(item.text);
      expect(all).toContain(item.finding);
      for (const alternative of item.alternatives) expect(all).toContain(alternative);
      for (const source of item.sources) expect(all).toContain(sourceLine(source));
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

  it("lists no sources when the researchers recorded none", async () => {
    const unsearched = inventedSnapshot(5);
    for (const item of unsearched.items) item.sources = [];
    const all = (await pagesOf(unsearched)).join(" ");
    expect(all).not.toContain("Sources consulted");
    expect(all).not.toContain("Trade mark registers");
    expect(all).not.toContain("SEARCHED");
    expect(all).toContain("End of report.");
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

describe("the title clearance section", () => {
  const titleClearance = inventedTitleClearance();

  it("prints the verdict, what was searched, the summary, every title found and the opinion", async () => {
    const pages = await pagesOf({ ...inventedSnapshot(5), titleClearance });
    const page = pages.find((text) => text.includes("Title clearance Verdict"));
    expect(page).toBeDefined();
    expect(page).toContain("Verdict Clear with caution");
    expect(page).toContain("Titles searched The Night Ferry to Harrowgate; Night Ferry");
    expect(page).toContain(`Territories searched ${titleClearance.territory}`);
    expect(page).toContain(`Media searched ${titleClearance.media}`);
    expect(page).toContain("Searched March 2, 2026");
    expect(page).toContain("Osei-Carrow title opinion.pdf, attached to this report version");
    expect(page).toContain(titleClearance.summary);
    expect(page).toContain("Similar or conflicting titles found (3)");
    expect(page).toContain("Film, 1987, United States, Quillfeather Releasing");
    expect(page).toContain(
      "Exact title (to “Night Ferry”). A thriller with a limited release; no sequel or franchise.",
    );
    expect(page).toContain("Song or music, 2019, United Kingdom, Marrow Bay Records");
    for (const found of titleClearance.titles) expect(page).toContain(found.title);
    // Before the sources, which close the report.
    expect(pages.indexOf(page!)).toBe(pages.length - 2);
  });

  it("says when nothing similar was found, and is left out when no title clearance was ordered", async () => {
    const nothing = { ...titleClearance, titles: [], opinion: null, summary: "" };
    const all = (await pagesOf({ ...inventedSnapshot(2), titleClearance: nothing })).join(" ");
    expect(all).toContain("No similar title was found in the sources searched.");
    expect(all).toContain("Attorney opinion None attached");
    expect(all).toContain("No summary was written.");
    expect((await pagesOf(inventedSnapshot(2))).join(" ")).not.toContain("Title clearance");
  });
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

describe("a later version", () => {
  const snapshot = inventedChanges(inventedSnapshot(12));
  let pages: string[];
  beforeAll(async () => {
    pages = await pagesOf(snapshot);
  });

  it("keeps the report's number on every page and lists the order behind each version", () => {
    for (const page of pages) expect(page).toContain("Report NCS-000123 · Version 2");
    expect(pages[0]).toContain("Report number NCS-000123");
    expect(pages[0]).toContain("Orders v1: NCS-000123 · v2: NCS-000187");
    expect(pages.join(" ")).not.toContain("Report NCS-000187");
  });

  it("says what changed since the previous version, after the summary", () => {
    const index = pages.findIndex((page) => page.includes("Changes since v1"));
    expect(index).toBe(3);
    const page = pages[index]!;
    const { recoded, added } = snapshot.changes!;
    expect(page).toContain("1 added, 1 removed, 1 re-coded, 10 carried forward unchanged");
    expect(page).toContain("Removed (1)");
    expect(page).toContain("Harrowgate Chandlery Business name");
    // Labels are set in capitals.
    expect(page).toContain("WAS AT p. 14, sc. 9 (scene removed); p. 31, sc. 22 (scene edited)");
    expect(page).toContain(
      "CUSTOMER'S DECISION v1: Will change (“Renamed in the next draft.”) on March 10, 2026",
    );
    expect(page).toContain("Re-coded (1)");
    expect(page).toContain(recoded[0]!.text);
    expect(page).toContain(recodedLine(recoded[0]!));
    expect(page).toContain(`Added (1)`);
    expect(page).toContain(added[0]!.text);
  });

  it("has no such section in a first version", async () => {
    expect((await pagesOf(inventedSnapshot(3))).join(" ")).not.toContain("Changes since");
  });
});
