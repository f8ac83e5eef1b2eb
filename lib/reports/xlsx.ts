/**
 * A report version as a workbook (clearance-domain.md §2.5, docs/product.md §13): a Summary
 * sheet with the cover, the items to act on and the counts; from version 2 on, the changes since
 * the previous version; then one sheet per category holding the PDF's columns plus every
 * occurrence, each with filters and a frozen header so a production can sort and assign work; the
 * title clearance when the customer ordered one (clearance-domain.md §2.7); last, every item in
 * script order.
 */
import ExcelJS from "exceljs";

import { site } from "@/config/site";
import { VERDICT_CODES, type VerdictCodeEntry } from "@/config/verdict-codes";
import type { VerdictCode } from "@/lib/first-pass/model";

import {
  categoryLabel,
  changesHeading,
  changesSummary,
  decisionLine,
  recodedLine,
  removedPlaces,
} from "./changes-layout";
import { contactLine } from "./contacts";
import {
  codeOf,
  countsOf,
  coverFacts,
  pagesOf,
  scenesOf,
  sectionsOf,
  type Section,
} from "./layout";
import { reportNumberOf } from "./report-number";
import {
  type ReportChanges,
  type ReportOccurrence,
  type ReportSnapshot,
  type ReportTitleClearance,
} from "./snapshot";
import { daysOf, sourceLine, sourcesConsulted } from "./sources";
import { actionItemsOf, scriptOrderOf } from "./summary";
import { titleClearanceFacts, whySimilar } from "./title-layout";

const HEADER_FILL: ExcelJS.Fill = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FF1D4888" },
};
const WHITE_BOLD: Partial<ExcelJS.Font> = { bold: true, color: { argb: "FFFFFFFF" } };
const TOP_WRAPPED: Partial<ExcelJS.Alignment> = { vertical: "top", wrapText: true };
/** Excel holds at most 32,767 characters in a cell. */
const CELL_CHARS = 32_000;
/** Points a line of 11-point text takes, and the tallest row Excel allows. */
const LINE_HEIGHT = 15;
const MAX_ROW_HEIGHT = 409;

/** The item sheets' columns: key, heading and width in characters. */
const ITEM_COLUMNS = [
  { key: "number", header: "#", width: 6 },
  { key: "item", header: "Item", width: 28 },
  { key: "variants", header: "Variants", width: 20 },
  { key: "code", header: "Code", width: 8 },
  { key: "meaning", header: "Code meaning", width: 24 },
  { key: "finding", header: "Finding", width: 50 },
  { key: "recommendation", header: "Recommendation", width: 34 },
  { key: "alternatives", header: "Alternatives", width: 26 },
  { key: "pages", header: "Pages", width: 14 },
  { key: "scenes", header: "Scenes", width: 14 },
  { key: "occurrences", header: "Occurrences", width: 60 },
  { key: "carriedForward", header: "Carried forward", width: 16 },
  { key: "sources", header: "Sources searched", width: 50 },
  { key: "rightsHolders", header: "Rights holders", width: 50 },
] as const;

const SUMMARY_WIDTHS = [34, 24, 70, 10];

const hex = (color: string) => `FF${color.slice(1).toUpperCase()}`;

/** Excel's rules for a sheet name: 31 characters at most, none of : \ / ? * [ ]. */
export function sheetName(label: string): string {
  return label
    .replace(/[:\\/?*[\]]/g, " ")
    .slice(0, 31)
    .trim();
}

/** "p. 12, sc. 5: …the excerpt…", one occurrence a line. */
function occurrenceLines(occurrences: ReportOccurrence[]): string {
  const lines = occurrences.map(({ page, scene, excerpt }) => {
    const where = scene ? `p. ${page}, sc. ${scene}` : `p. ${page}`;
    return excerpt ? `${where}: ${excerpt}` : where;
  });
  const text = lines.join("\n");
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
}

/** The PDF's page furniture, for whoever prints a sheet: order, version, addressee, page. */
function printFooter(sheet: ExcelJS.Worksheet, snapshot: ReportSnapshot) {
  const { version, deliveredTo } = snapshot.cover;
  sheet.headerFooter.oddFooter = `&L${reportNumberOf(snapshot.cover)} · version ${version}&CPrepared for ${deliveredTo}&RPage &P of &N`;
}

/**
 * Neither Excel nor LibreOffice sizes a row to its wrapped text when opening a file, so the
 * height is set from the lines its longest cell needs at the column's width.
 */
function fitHeight(row: ExcelJS.Row, widths: number[]) {
  let lines = 1;
  row.eachCell((cell, column) => {
    const perLine = Math.max(1, (widths[column - 1] ?? 10) - 1);
    const needed = cell.text
      .split("\n")
      .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
    lines = Math.max(lines, needed);
  });
  row.height = Math.min(MAX_ROW_HEIGHT, lines * LINE_HEIGHT);
}

/** A code's cell in its color, as the PDF's chips. */
function paintCode(cell: ExcelJS.Cell, code: VerdictCodeEntry) {
  cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: hex(code.color) } };
  cell.font = WHITE_BOLD;
}

function styleHeader(row: ExcelJS.Row) {
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.font = WHITE_BOLD;
    cell.alignment = { vertical: "middle", wrapText: true };
  });
}

type Column = { key: string; header: string; width: number };

/**
 * A sheet of one row per item under a frozen, filterable header, each code in its color,
 * printed landscape with the report's footer.
 */
function addItemTable<T extends { code: VerdictCode }>(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  name: string,
  columns: readonly Column[],
  items: T[],
  rowOf: (item: T) => Record<string, string | number>,
) {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1 }],
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((column) => ({ ...column }));
  const widths = columns.map((column) => column.width);
  for (const item of items) {
    const row = sheet.addRow(rowOf(item));
    row.alignment = TOP_WRAPPED;
    fitHeight(row, widths);
    paintCode(row.getCell("code"), codeOf(item.code));
  }
  styleHeader(sheet.getRow(1));
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: items.length + 1, column: columns.length },
  };
  sheet.pageSetup.printTitlesRow = "1:1";
  printFooter(sheet, snapshot);
}

function addItemSheet(workbook: ExcelJS.Workbook, snapshot: ReportSnapshot, section: Section) {
  addItemTable(
    workbook,
    snapshot,
    sheetName(section.label),
    ITEM_COLUMNS,
    section.items,
    (item) => {
      const code = codeOf(item.code);
      return {
        number: item.number,
        item: item.text,
        variants: item.variants.join("\n"),
        code: item.code,
        meaning: `${code.label}: ${code.meaning}`,
        finding: item.finding,
        recommendation: item.recommendation,
        alternatives: item.alternatives.join("\n"),
        pages: pagesOf(item),
        scenes: scenesOf(item),
        occurrences: occurrenceLines(item.occurrences),
        carriedForward: item.carriedForward ? "Yes" : "No",
        sources: item.sources.map(sourceLine).join("\n"),
        rightsHolders: item.rightsContacts.map(contactLine).join("\n"),
      };
    },
  );
}

/**
 * The summary's first table (docs/product.md §13): every item not clear, needing permission or
 * clear with caution, most pressing first, in the summary sheet's four columns.
 */
function addActionItems(
  sheet: ExcelJS.Worksheet,
  sections: Section[],
  addWrapped: (values: (string | number)[]) => ExcelJS.Row,
  heading: (text: string) => void,
) {
  const items = actionItemsOf(sections);
  heading("Items to act on (C, RC, PR, CC)");
  if (items.length === 0) {
    sheet.addRow(["No item is coded C, RC, PR or CC: nothing asks the production to act."]);
    return;
  }
  styleHeader(sheet.addRow(["Item", "Code", "Finding, recommendation, rights holders", "Pages"]));
  for (const item of items) {
    const code = codeOf(item.code);
    const details = [
      item.finding || "No finding recorded.",
      item.recommendation && `Recommendation: ${item.recommendation}`,
      ...item.rightsContacts.map((contact) => `Rights holder: ${contactLine(contact)}`),
    ];
    const row = addWrapped([
      `${item.number}. ${item.text}\n${item.categoryLabel}`,
      `${code.code} · ${code.label}`,
      details.filter(Boolean).join("\n"),
      pagesOf(item),
    ]);
    paintCode(row.getCell(2), code);
  }
}

function addSummarySheet(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  sections: Section[],
) {
  const { cover } = snapshot;
  const counts = countsOf(snapshot, sections);
  const sheet = workbook.addWorksheet("Summary", {
    pageSetup: { orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = SUMMARY_WIDTHS.map((width) => ({ width }));
  printFooter(sheet, snapshot);
  const addWrapped = (values: (string | number)[]) => {
    const row = sheet.addRow(values);
    row.alignment = TOP_WRAPPED;
    fitHeight(row, SUMMARY_WIDTHS);
    return row;
  };
  const heading = (text: string) => {
    sheet.addRow([]);
    sheet.addRow([text]).font = { bold: true, size: 12 };
  };

  sheet.addRow([`${cover.product}: ${cover.title}`]).font = { bold: true, size: 14 };
  for (const [label, value] of coverFacts(cover)) {
    sheet.addRow([label, value]).getCell(1).font = { bold: true };
    sheet.mergeCells(sheet.rowCount, 2, sheet.rowCount, 4);
  }

  addActionItems(sheet, sections, addWrapped, heading);

  heading("Disclaimer");
  const disclaimer = sheet.addRow([cover.disclaimer]);
  sheet.mergeCells(disclaimer.number, 1, disclaimer.number, 4);
  disclaimer.alignment = TOP_WRAPPED;
  fitHeight(disclaimer, [SUMMARY_WIDTHS.reduce((sum, width) => sum + width)]);

  heading("Items by code");
  styleHeader(sheet.addRow(["Code", "Label", "Meaning", "Items"]));
  for (const { code, count } of counts.byCode) {
    paintCode(addWrapped([code.code, code.label, code.meaning, count]).getCell(1), code);
  }
  sheet.addRow(["All codes", "", "", counts.total]).font = { bold: true };

  heading("Items by category");
  styleHeader(sheet.addRow(["Category", "Sheet", "Items by code", "Items"]));
  for (const category of counts.byCategory) {
    const byCode = VERDICT_CODES.flatMap(({ code }) => {
      const count = category.byCode.get(code);
      return count ? `${code} ${count}` : [];
    });
    addWrapped([category.label, sheetName(category.label), byCode.join(", "), category.total]);
  }
  sheet.addRow(["All categories", "", "", counts.total]).font = { bold: true };
  sheet.addRow(["To change or seek permission for (C, RC, PR)", "", "", counts.attention]);
  if (cover.version > 1) {
    sheet.addRow(["Carried forward unchanged", "", "", counts.carriedForward]);
  }

  // Only what the researchers recorded; no heading when they recorded nothing.
  const sources = sourcesConsulted(snapshot.items);
  if (sources.length) {
    heading("Sources consulted");
    styleHeader(sheet.addRow(["Source", "Searched", "", "Items"]));
    for (const source of sources) addWrapped([source.source, daysOf(source), "", source.items]);
  }
}

/** A sheet printed landscape, one page wide, its columns `widths` wide, with the PDF's footer. */
function landscapeSheet(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  name: string,
  widths: number[],
) {
  const sheet = workbook.addWorksheet(name, {
    pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = widths.map((width) => ({ width }));
  printFooter(sheet, snapshot);
  return sheet;
}

/** A header row and one wrapped row per entry below it, filterable from the header down. */
function addFilteredTable(
  sheet: ExcelJS.Worksheet,
  headers: readonly string[],
  rows: (string | number)[][],
  widths: number[],
) {
  const header = sheet.addRow([...headers]);
  styleHeader(header);
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.alignment = TOP_WRAPPED;
    fitHeight(row, widths);
  }
  sheet.autoFilter = {
    from: { row: header.number, column: 1 },
    to: { row: header.number + rows.length, column: headers.length },
  };
}

/** The changes sheet's columns: key, heading and width in characters. */
const CHANGE_COLUMNS = [
  { key: "change", header: "Change", width: 12 },
  { key: "number", header: "#", width: 6 },
  { key: "item", header: "Item", width: 28 },
  { key: "category", header: "Category", width: 20 },
  { key: "code", header: "Code", width: 30 },
  { key: "details", header: "Where it was (removed items)", width: 44 },
  { key: "decision", header: "Customer's decision", width: 44 },
] as const;

/**
 * "Changes since vN" (from version 2 on): one filterable row per item removed, re-coded or added
 * against the previous version, under a line of the counts.
 */
function addChangesSheet(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  changes: ReportChanges,
  sections: Section[],
) {
  const widths: number[] = CHANGE_COLUMNS.map((column) => column.width);
  const sheet = landscapeSheet(workbook, snapshot, sheetName(changesHeading(changes)), widths);
  sheet.views = [{ state: "frozen", ySplit: 2 }];
  const numbers = new Map(
    sections.flatMap((section) => section.items.map((item) => [item.id, item.number] as const)),
  );
  sheet.addRow([`${changesHeading(changes)}: ${changesSummary(changes)}`]).font = { bold: true };
  const rows = [
    ...changes.removed.map((item) => [
      "Removed",
      "",
      item.text,
      categoryLabel(item.category),
      item.code,
      removedPlaces(item),
      item.decision ? decisionLine(item.decision) : "",
    ]),
    ...changes.recoded.map((item) => [
      "Re-coded",
      numbers.get(item.id) ?? "",
      item.text,
      categoryLabel(item.category),
      recodedLine(item),
      "",
      "",
    ]),
    ...changes.added.map((item) => [
      "Added",
      numbers.get(item.id) ?? "",
      item.text,
      categoryLabel(item.category),
      item.code,
      "",
      "",
    ]),
  ];
  addFilteredTable(
    sheet,
    CHANGE_COLUMNS.map((column) => column.header),
    rows,
    widths,
  );
}

/** The title clearance sheet's table of found titles: key, heading and width in characters. */
const TITLE_COLUMNS = [
  { key: "number", header: "#", width: 6 },
  { key: "title", header: "Title", width: 34 },
  { key: "medium", header: "Medium", width: 18 },
  { key: "year", header: "Year", width: 8 },
  { key: "territory", header: "Territory", width: 18 },
  { key: "owner", header: "Owner", width: 22 },
  { key: "why", header: "Why similar", width: 60 },
] as const;

/**
 * The title clearance the customer ordered: what was searched and the verdict above the summary,
 * then one filterable row per similar or conflicting title.
 */
function addTitleClearanceSheet(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  title: ReportTitleClearance,
) {
  const widths: number[] = TITLE_COLUMNS.map((column) => column.width);
  const sheet = landscapeSheet(workbook, snapshot, "Title clearance", widths);
  // A fact's label spans the first two columns, its value the rest. Merged cells repeat their
  // text, so only the first of each span counts when fitting the row's height.
  const sum = (from: number, to?: number) =>
    widths.slice(from, to).reduce((total, width) => total + width, 0);
  const spanWidths = widths.map((_, column) =>
    column === 0 ? sum(0, 2) : column === 2 ? sum(2) : Infinity,
  );
  const fact = (label: string, value: string) => {
    const row = sheet.addRow([label, "", value]);
    sheet.mergeCells(row.number, 1, row.number, 2);
    sheet.mergeCells(row.number, 3, row.number, TITLE_COLUMNS.length);
    row.alignment = TOP_WRAPPED;
    row.getCell(1).font = { bold: true };
    fitHeight(row, spanWidths);
  };
  sheet.addRow([`Title clearance: ${snapshot.cover.title}`]).font = { bold: true, size: 14 };
  for (const [label, value] of titleClearanceFacts(title)) fact(label, value);
  fact("Summary", title.summary || "No summary was written.");
  sheet.addRow([]);
  addFilteredTable(
    sheet,
    TITLE_COLUMNS.map((column) => column.header),
    title.titles.map((found, index) => [
      index + 1,
      found.title,
      found.medium,
      found.year ?? "",
      found.territory ?? "",
      found.owner ?? "",
      whySimilar(found),
    ]),
    widths,
  );
}

/** The script order sheet's columns: key, heading and width in characters. */
const SCRIPT_ORDER_COLUMNS = [
  { key: "firstPage", header: "First page", width: 10 },
  { key: "number", header: "#", width: 6 },
  { key: "item", header: "Item", width: 32 },
  { key: "category", header: "Category", width: 22 },
  { key: "code", header: "Code", width: 8 },
  { key: "pages", header: "Pages", width: 16 },
  { key: "scenes", header: "Scenes", width: 16 },
  { key: "finding", header: "Finding", width: 60 },
] as const;

/**
 * Every item once where it first occurs, page by page (docs/product.md §13), as the PDF's
 * appendix: a production reads down it with the script.
 */
function addScriptOrderSheet(
  workbook: ExcelJS.Workbook,
  snapshot: ReportSnapshot,
  sections: Section[],
) {
  const items = scriptOrderOf(sections);
  addItemTable(workbook, snapshot, "Script order", SCRIPT_ORDER_COLUMNS, items, (item) => ({
    firstPage: item.firstPage ?? "—",
    number: item.number,
    item: item.text,
    category: item.categoryLabel,
    code: item.code,
    pages: pagesOf(item),
    scenes: scenesOf(item),
    finding: item.finding,
  }));
}

/** The workbook of one report version, as the bytes of an .xlsx file. */
export async function renderReportXlsx(snapshot: ReportSnapshot): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const { cover } = snapshot;
  workbook.creator = site.name;
  workbook.title = `${cover.product}: ${cover.title}`;
  workbook.subject = `Report ${reportNumberOf(cover)}, version ${cover.version}`;
  workbook.description = `Prepared for ${cover.deliveredTo}`;
  // Dated by publication, so a version's file is the same whenever it is rendered.
  workbook.created = workbook.modified = new Date(cover.publishedAt);

  const sections = sectionsOf(snapshot);
  addSummarySheet(workbook, snapshot, sections);
  if (snapshot.changes) addChangesSheet(workbook, snapshot, snapshot.changes, sections);
  for (const section of sections) addItemSheet(workbook, snapshot, section);
  if (snapshot.titleClearance) addTitleClearanceSheet(workbook, snapshot, snapshot.titleClearance);
  addScriptOrderSheet(workbook, snapshot, sections);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
