import { inventedSnapshot } from "@/lib/reports/fixture";
import { renderReportPdf } from "@/lib/reports/pdf";
import { renderReportXlsx } from "@/lib/reports/xlsx";

import { time } from "./ingestion";
import { formatMs } from "./stats";

const ITEMS = 150;

/**
 * Publishing a 150-item report renders its PDF and its XLSX once: each timed alone,
 * then both together as the publishing job runs them, on an invented report.
 */
export async function benchReportRender(): Promise<string[]> {
  const snapshot = inventedSnapshot(ITEMS);
  const pdf = await time(() => renderReportPdf(snapshot));
  const xlsx = await time(() => renderReportXlsx(snapshot));
  const both = await time(() =>
    Promise.all([renderReportPdf(snapshot), renderReportXlsx(snapshot)]),
  );
  const kb = (bytes: Buffer) => `${Math.round(bytes.length / 1024)} KB`;
  return [
    `report rendering, ${ITEMS} invented items (medians of 3–5 runs after a warm-up):`,
    `  PDF ${formatMs(pdf.median)} (${kb(pdf.result)}; first ${formatMs(pdf.warmUp)}), ` +
      `XLSX ${formatMs(xlsx.median)} (${kb(xlsx.result)}; first ${formatMs(xlsx.warmUp)}), ` +
      `both ${formatMs(both.median)}`,
  ];
}
