/** CSV files the admins download (the orders list, the payments ledger). */
import "server-only";

import { stringify } from "csv-stringify/sync";

import { decimalAmount } from "@/lib/pricing/format";
import { contentDisposition } from "@/lib/storage/file-store";

/**
 * A cell: text, nothing, or an amount in minor units (a number), written as a plain decimal
 * ("-12.05") that a spreadsheet adds up.
 */
export type CsvCell = string | number | null;

/**
 * `records` as RFC 4180 CSV: CRLF line ends, fields with commas, quotes or line breaks quoted,
 * and text cells that a spreadsheet would run as a formula (= + - @) prefixed with ' so a title
 * can never become one. Amounts are numbers, so a credit note's minus sign stays a number.
 */
export function csvText(records: CsvCell[][]): string {
  return stringify(records, {
    record_delimiter: "windows",
    // By default only the record delimiter (CRLF) forces quotes; a lone LF must too.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: { number: decimalAmount },
    // So that spreadsheet apps read the file as UTF-8.
    bom: true,
  });
}

/** `text` as a CSV download named `name`. */
export function csvDownload(name: string, text: string): Response {
  return new Response(text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition(name, false),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
