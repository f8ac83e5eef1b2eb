import ExcelJS from "exceljs";

import { VERDICT_CODES } from "@/config/verdict-codes";

import { categoryLabel, recodedLine } from "./changes-layout";
import { contactLine } from "./contacts";
import { inventedChanges, inventedSnapshot, inventedTitleClearance } from "./fixture";
import { pagesOf, sectionsOf } from "./layout";
import { sourceLine, sourcesConsulted } from "./sources";
import { actionItemsOf, scriptOrderOf } from "./summary";
import { renderReportXlsx, sheetName } from "./xlsx";

const load = async (snapshot: ReturnType<typeof inventedSnapshot>) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await renderReportXlsx(snapshot)) as unknown as ExcelJS.Buffer);
  return workbook;
};

describe("renderReportXlsx", () => {
  const snapshot = inventedSnapshot(60);
  const sections = sectionsOf(snapshot);
  const workbook = new ExcelJS.Workbook();
  beforeAll(async () => {
    const bytes = await renderReportXlsx(snapshot);
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  });

  /** The rows of a sheet under its header, as arrays of cell text by column (1-based). */
  const rowsOf = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((row) => (column: number) => row.getCell(column).text);

  it("has a Summary sheet, then one sheet per category in report order, then the script order", () => {
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Summary",
      ...sections.map((section) => sheetName(section.label)),
      "Script order",
    ]);
  });

  it("holds one filterable row per item, under a frozen header, with every occurrence", () => {
    for (const section of sections) {
      const sheet = workbook.getWorksheet(sheetName(section.label))!;
      expect(sheet.getRow(1).getCell(2).text).toBe("Item");
      expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      const rows = rowsOf(sheet);
      expect(rows).toHaveLength(section.items.length);
      section.items.forEach((item, index) => {
        const cell = rows[index]!;
        expect(cell(1)).toBe(String(item.number));
        expect(cell(2)).toBe(item.text);
        expect(cell(4)).toBe(item.code);
        expect(cell(6)).toBe(item.finding);
        expect(cell(8)).toBe(item.alternatives.join("\n"));
        expect(cell(11).split("\n")).toHaveLength(item.occurrences.length || 1);
        for (const occurrence of item.occurrences) {
          expect(cell(11)).toContain(`p. ${occurrence.page}`);
        }
        expect(cell(13)).toBe(item.sources.map(sourceLine).join("\n"));
        expect(cell(14)).toBe(item.rightsContacts.map(contactLine).join("\n"));
      });
    }
  });

  it("lists the items to act on under the cover on the Summary sheet, most pressing first", () => {
    const summary = workbook.getWorksheet("Summary")!;
    const texts: string[][] = [];
    summary.eachRow((row) => texts.push([1, 2, 3, 4].map((column) => row.getCell(column).text)));
    const heading = texts.findIndex(([first]) => first === "Items to act on (C, RC, PR, CC)");
    expect(heading).toBeGreaterThan(texts.findIndex(([first]) => first === "Prepared for"));
    expect(heading).toBeLessThan(texts.findIndex(([first]) => first === "Disclaimer"));
    const actions = actionItemsOf(sections);
    const rows = texts.slice(heading + 2, heading + 2 + actions.length);
    actions.forEach((item, index) => {
      const [name, code, details, pages] = rows[index]!;
      expect(name).toBe(`${item.number}. ${item.text}\n${item.categoryLabel}`);
      expect(code).toMatch(new RegExp(`^${item.code} · `));
      expect(details).toContain(item.finding);
      for (const contact of item.rightsContacts)
        expect(details).toContain(`Rights holder: ${contactLine(contact)}`);
      expect(pages).toBe(pagesOf(item));
    });
  });

  it("ends with every item in script order, page by page, on a filterable sheet", () => {
    const sheet = workbook.getWorksheet("Script order")!;
    expect(sheet.getRow(1).getCell(1).text).toBe("First page");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const rows = rowsOf(sheet);
    expect(rows.map((cell) => [cell(1), cell(2), cell(3), cell(5)])).toEqual(
      scriptOrderOf(sections).map((item) => [
        String(item.firstPage ?? "—"),
        String(item.number),
        item.text,
        item.code,
      ]),
    );
    const pages = rows.map((cell) => Number(cell(1))).filter(Number.isFinite);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });

  it("counts items by code and by category on the Summary sheet", () => {
    const summary = workbook.getWorksheet("Summary")!;
    const rows = new Map<string, string[]>();
    summary.eachRow((row) => {
      const cells = [1, 2, 3, 4].map((column) => row.getCell(column).text);
      rows.set(cells[0]!, cells);
    });
    expect(rows.get("Report number")?.[1]).toBe("NCS-000123");
    expect(rows.get("Prepared for")?.[1]).toBe("producer@lanternfish.example");
    for (const { code } of VERDICT_CODES) {
      const count = snapshot.items.filter((item) => item.code === code).length;
      expect(rows.get(code)?.[3]).toBe(String(count));
    }
    for (const section of sections) {
      expect(rows.get(section.label)?.[3]).toBe(String(section.items.length));
    }
    expect(rows.get("All categories")?.[3]).toBe(String(snapshot.items.length));
  });

  it("lists the recorded sources on the Summary sheet, with their items and days", () => {
    const summary = workbook.getWorksheet("Summary")!;
    const texts: string[][] = [];
    summary.eachRow((row) => texts.push([1, 2, 3, 4].map((column) => row.getCell(column).text)));
    const heading = texts.findIndex(([first]) => first === "Sources consulted");
    const consulted = sourcesConsulted(snapshot.items);
    expect(texts.slice(heading + 2, heading + 2 + consulted.length)).toEqual(
      consulted.map((source) => [
        source.source,
        expect.stringContaining("2026"),
        "",
        String(source.items),
      ]),
    );
    expect(texts).toHaveLength(heading + 2 + consulted.length);
  });

  it("has no sources heading when the researchers recorded none", async () => {
    const unsearched = inventedSnapshot(3);
    for (const item of unsearched.items) item.sources = [];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderReportXlsx(unsearched)) as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    book.getWorksheet("Summary")!.eachRow((row) => cells.push(row.getCell(1).text));
    expect(cells).not.toContain("Sources consulted");
  });
});

describe("the title clearance sheet", () => {
  const titleClearance = inventedTitleClearance();
  it("follows the category sheets with the verdict, the search, the summary and the titles", async () => {
    const snapshot = { ...inventedSnapshot(8), titleClearance };
    const workbook = await load(snapshot);
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(-2)).toEqual([
      "Title clearance",
      "Script order",
    ]);
    const rows: string[][] = [];
    workbook.getWorksheet("Title clearance")!.eachRow((row) => {
      rows.push([1, 2, 3, 4, 5, 6, 7].map((column) => row.getCell(column).text));
    });
    const value = (label: string) => rows.find((row) => row[0] === label)?.[2];
    expect(value("Verdict")).toBe("Clear with caution");
    expect(value("Titles searched")).toBe("The Night Ferry to Harrowgate; Night Ferry");
    expect(value("Territories searched")).toBe("United States");
    expect(value("Media searched")).toBe(titleClearance.media);
    expect(value("Attorney opinion")).toContain("Osei-Carrow title opinion.pdf");
    expect(value("Summary")).toBe(titleClearance.summary);
    const header = rows.findIndex((row) => row[0] === "#");
    expect(rows[header]).toEqual([
      "#",
      "Title",
      "Medium",
      "Year",
      "Territory",
      "Owner",
      "Why similar",
    ]);
    expect(rows.slice(header + 1)).toEqual([
      [
        "1",
        "Night Ferry",
        "Film",
        "1987",
        "United States",
        "Quillfeather Releasing",
        "Exact title (to “Night Ferry”). A thriller with a limited release; no sequel or franchise.",
      ],
      [
        "2",
        "The Last Ferry to Harrowby",
        "Book",
        "",
        "",
        "",
        "Trigram score 0.52 (to “The Night Ferry to Harrowgate”)",
      ],
      [
        "3",
        "Ferry Nights",
        "Song or music",
        "2019",
        "United Kingdom",
        "Marrow Bay Records",
        "Same words, other order or articles (to “Night Ferry”). A single; unlikely to be confused with a film.",
      ],
    ]);
  });

  it("is left out when no title clearance was ordered", async () => {
    const workbook = await load(inventedSnapshot(8));
    expect(workbook.getWorksheet("Title clearance")).toBeUndefined();
  });
});

describe("a later version's workbook", () => {
  it("keeps the report's number, lists each version's order, and has a sheet of the changes", async () => {
    const snapshot = inventedChanges(inventedSnapshot(12));
    const workbook = await load(snapshot);
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual([
      "Summary",
      "Changes since v1",
    ]);
    const facts = new Map<string, string>();
    workbook.getWorksheet("Summary")!.eachRow((row) => {
      facts.set(row.getCell(1).text, row.getCell(2).text);
    });
    expect(facts.get("Report number")).toBe("NCS-000123");
    expect(facts.get("Orders")).toBe("v1: NCS-000123 · v2: NCS-000187");
    const sheet = workbook.getWorksheet("Changes since v1")!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1).map((value) => value ?? ""));
    const { recoded, added } = snapshot.changes!;
    const numberOf = (id: string) =>
      sectionsOf(snapshot)
        .flatMap((section) => section.items)
        .find((item) => item.id === id)!.number;
    expect(rows[0]).toEqual([
      "Changes since v1: 1 added, 1 removed, 1 re-coded, 10 carried forward unchanged",
    ]);
    expect(rows.slice(2)).toEqual([
      [
        "Removed",
        "",
        "Harrowgate Chandlery",
        "Business name",
        "C",
        "p. 14, sc. 9 (scene removed); p. 31, sc. 22 (scene edited)",
        "v1: Will change (“Renamed in the next draft.”) on March 10, 2026",
      ],
      [
        "Re-coded",
        numberOf(recoded[0]!.id),
        recoded[0]!.text,
        categoryLabel(recoded[0]!.category),
        recodedLine(recoded[0]!),
        "",
        "",
      ],
      [
        "Added",
        numberOf(added[0]!.id),
        added[0]!.text,
        categoryLabel(added[0]!.category),
        added[0]!.code,
        "",
        "",
      ],
    ]);
  });

  it("has no changes sheet in a first version", async () => {
    const workbook = await load(inventedSnapshot(3));
    expect(workbook.worksheets.some((sheet) => sheet.name.startsWith("Changes"))).toBe(false);
  });
});

describe("sheetName", () => {
  it("keeps to Excel's 31 characters and leaves out the characters it forbids", () => {
    expect(sheetName("Airline, flight, ship or vehicle")).toBe("Airline, flight, ship or vehicl");
    expect(sheetName("Cast / crew [draft]?")).toBe("Cast   crew  draft");
  });
});
