/**
 * Lines of `rows` with each column padded to its widest cell: right-aligned unless `align` has
 * an "l" at the column's index. Columns are two spaces apart; no line ends in spaces.
 */
export function alignColumns(rows: string[][], align = ""): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, column) =>
        align[column] === "l" ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd(),
  );
}
