import os from "node:os";

import type { LoadTimeline } from "./chromium";
import { formatMs } from "./stats";
import { alignColumns } from "./table";

/**
 * The page goals (docs/development.md §2): what a person waits for on each product page, on
 * this machine. kB are 1000 bytes, compressed as sent.
 */
export const PAGE_GOALS = { scriptKB: 250, warmPaintMs: 500, coldPaintMs: 1000 } as const;

export type PageFigures = {
  page: string;
  /** First-load JavaScript, compressed bytes. */
  scriptBytes: number;
  coldPaint: number;
  warmPaint: number;
};

const mark = (figure: number, goal: number) => (figure <= goal ? "✓" : "✗");

/** The table's lines: each page's figures, each with ✓ or ✗ against its goal, then a count. */
export function pageGoalsTable(pages: PageFigures[]): string[] {
  const { scriptKB, warmPaintMs, coldPaintMs } = PAGE_GOALS;
  const rows = pages.map(({ page, scriptBytes, coldPaint, warmPaint }) => {
    const kB = scriptBytes / 1000;
    return [
      page,
      `${kB.toFixed(0)} kB`,
      mark(kB, scriptKB),
      formatMs(coldPaint),
      mark(coldPaint, coldPaintMs),
      formatMs(warmPaint),
      mark(warmPaint, warmPaintMs),
    ];
  });
  const met = rows.filter((row) => !row.includes("✗")).length;
  return [
    ...alignColumns(
      [
        [
          "page",
          "first-load JS",
          `≤ ${scriptKB} kB`,
          "LCP cold",
          `≤ ${formatMs(coldPaintMs)}`,
          "LCP warm",
          `≤ ${formatMs(warmPaintMs)}`,
        ],
        ...rows,
      ],
      "l",
    ),
    `${met} of ${rows.length} pages meet all three goals`,
  ];
}

/** Where each page's warm load spends its time (chromium.ts's LoadTimeline), one line each. */
export function timelineTable(pages: ({ page: string } & LoadTimeline)[]): string[] {
  return alignColumns(
    [
      ["page", "HTML", "first byte", "last byte", "FCP", "DCL", "LCP", "long tasks < LCP", "all", "LCP element"],
      ...pages.map((each) => [
        each.page,
        `${(each.htmlBytes / 1000).toFixed(0)} kB`,
        ...[
          each.firstByte,
          each.lastByte,
          each.firstPaint,
          each.domContentLoaded,
          each.largestPaint,
          each.longTasksBeforePaint,
          each.longTasks,
        ].map(formatMs),
        each.element,
      ]),
    ],
    "l........l",
  );
}

/** The machine's load averages over 1, 5 and 15 minutes, as a table's header says them. */
export const loadAverages = () =>
  os
    .loadavg()
    .map((figure) => figure.toFixed(1))
    .join(", ");
