import { extractText } from "unpdf";

import { recodedLine } from "./changes-layout";
import { contactLine } from "./contacts";
import { inventedChanges, inventedSnapshot, inventedTitleClearance } from "./fixture";
import { sectionsOf } from "./layout";
import { DRAFT_MARK, renderReportPdf, type ReportPdfOptions } from "./pdf";
import type { ReportSnapshot } from "./snapshot";
import { consultedLine, sourceLine, sourcesConsulted } from "./sources";
import { actionItemsOf, scriptOrderOf } from "./summary";

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

  it("has a cover, the items to act on, the disclaimer, the figures, a section per category, the appendix and the recorded sources", () => {
    const sections = sectionsOf(snapshot);
    // Cover, items to act on, introduction and figures before the sections, which each start a
    // page; the appendix and the sources last.
    expect(pages.length).toBeGreaterThanOrEqual(sections.length + 6);
    expect(pages.length).toBeLessThanOrEqual(snapshot.items.length + 8);
    expect(pages[0]).toContain("The Night Ferry to Harrowgate");
    expect(pages[0]).toContain("night-ferry-draft-3.pdf");
    expect(pages[1]).toContain("Items to act on");
    const introduction = pages.findIndex((page) => page.includes(snapshot.cover.disclaimer));
    expect(introduction).toBeGreaterThan(1);
    expect(pages[introduction + 1]).toContain("Items by category");
    const appendix = pages.findIndex((page) => page.includes("Appendix: items in script order"));
    expect(appendix).toBeGreaterThan(introduction + sections.length);
    expect(pages.slice(appendix, -1).every((page) => page.includes("Appendix"))).toBe(true);
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
    expect(firstPages.every((page) => page > introduction + 1)).toBe(true);
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
    // Cover, items to act on (none), introduction, figures and the closing page; no appendix.
    expect(emptyPages).toHaveLength(5);
    expect(emptyPages[1]).toContain("nothing asks the production to act");
    expect(emptyPages.join(" ")).not.toContain("carried forward unchanged");
    expect(emptyPages.join(" ")).not.toContain("Appendix");
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
  // The items to act on and the item's section both say so.
  expect(pages[1]).toContain("No finding recorded.");
  const section = pages.slice(4, -1).join(" ");
  expect(section).toContain("No finding recorded.");
  expect([pages[1], section].join(" ")).not.toContain("Clear with caution.");
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
    // Before the appendix and the sources, which close the report.
    expect(pages[pages.indexOf(page!) + 1]).toContain("Appendix: items in script order");
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
    // Right after the figures ("Items by code"), which follow the items to act on.
    expect(index).toBe(pages.findIndex((page) => page.includes("Items by code")) + 1);
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

describe("the items to act on and the appendix in script order", () => {
  const snapshot = inventedSnapshot(60);
  const sections = sectionsOf(snapshot);
  let pages: string[];
  beforeAll(async () => {
    pages = await pagesOf(snapshot);
  });

  /** Where each text occurs in `text`, each searched after the previous; -1 once one is missing. */
  const positions = (text: string, needles: string[]) => {
    let from = 0;
    return needles.map((needle) => {
      const at = text.indexOf(needle, from);
      from = at < 0 ? text.length : at + needle.length;
      return at;
    });
  };

  it("lists right after the cover every item coded C, RC, PR or CC, with its finding, recommendation and rights holder", () => {
    const actions = actionItemsOf(sections);
    expect(new Set(actions.map((item) => item.code))).toEqual(new Set(["C", "RC", "PR", "CC"]));
    const introduction = pages.findIndex((page) => page.includes(snapshot.cover.disclaimer));
    const summary = pages.slice(1, introduction).join(" ");
    expect(pages[1]!.indexOf("Items to act on")).toBeLessThan(pages[1]!.indexOf("#"));
    expect(summary).toContain(`${actions.length} items are coded not clear`);
    // In the summary's order (most pressing code first), each with its number and name.
    const rows = actions.map((item) => `${item.number} ${item.text} ${item.categoryLabel}`);
    expect(positions(summary, rows).every((at) => at >= 0)).toBe(true);
    for (const item of actions) {
      expect(summary).toContain(item.finding);
      if (item.recommendation) expect(summary).toContain(item.recommendation);
      for (const contact of item.rightsContacts) expect(summary).toContain(contactLine(contact));
    }
    const others = snapshot.items.filter((item) => !["C", "RC", "PR", "CC"].includes(item.code));
    for (const item of others) expect(summary).not.toContain(item.text);
  });

  it("ends with every item in the order the script has them, page by page", () => {
    const appendix = pages
      .filter((page) => page.includes("Appendix: items in script order"))
      .join(" ");
    const ordered = scriptOrderOf(sections);
    expect(ordered).toHaveLength(snapshot.items.length);
    const rows = ordered.map((item) => `${item.firstPage ?? "—"} ${item.number} ${item.text}`);
    const at = positions(appendix, rows);
    expect(at.every((position) => position >= 0)).toBe(true);
    const firstPages = ordered.map((item) => item.firstPage ?? Infinity);
    expect(firstPages).toEqual([...firstPages].sort((a, b) => a - b));
  });
});

describe("rights-holder contacts", () => {
  it("prints each contact with its item, and says when an item needing permission has none", async () => {
    const snapshot = inventedSnapshot(30);
    const withContact = snapshot.items.find((item) => item.rightsContacts.length)!;
    const bare = { ...withContact, id: "bare", text: "Unasked Waltz", rightsContacts: [] };
    const pages = await pagesOf({ ...snapshot, items: [...snapshot.items, bare] });
    const introduction = pages.findIndex((page) => page.includes(snapshot.cover.disclaimer));
    const summary = pages.slice(1, introduction).join(" ");
    const sectionPages = pages.slice(introduction + 1).join(" ");
    const line = contactLine(withContact.rightsContacts[0]!);
    expect(line).toBe(
      `Delphine Marrow, ${withContact.rightsContacts[0]!.organisation} · 14 Quayside Lane, Harrowgate · licensing@marrowbay.example · +1 217 555 0142 · Synchronisation requests in writing; answers within ten working days.`,
    );
    expect(sectionPages).toContain(`RIGHTS HOLDER ${line}`);
    expect(summary).toContain(line);
    // Once in the items to act on, once in its section.
    expect(summary).toContain("No rights-holder contact recorded.");
    expect(sectionPages).toContain("No rights-holder contact recorded.");
  });
});
