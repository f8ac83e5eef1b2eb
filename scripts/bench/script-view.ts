import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { marksByElement, segmentText } from "@/components/script-view/segments";
import { analyzeScreenplay } from "@/lib/first-pass/analyze";
import { parseScreenplay } from "@/lib/screenplay";
import { highlightItem } from "@/lib/scripts/highlights";
import { scriptViewModel } from "@/lib/scripts/view-model";

import { corpusFiles, time } from "./ingestion";
import { formatMs } from "./stats";

const SCRIPT = "his_girl_friday_1940__charles_lederer.fdx";
/** The pages the server renders as HTML; the rest travel as data and are drawn on scroll. */
const SERVER_PAGES = 3;

const kb = (text: string) =>
  `${Math.round(Buffer.byteLength(text) / 1024)} KB (${Math.round(gzipSync(text).length / 1024)} KB gzipped)`;

/**
 * The script view of the 195-page His Girl Friday: the page data the server builds
 * from the parsed screenplay, what it weighs on the wire beside the first pass's items, and
 * cutting every element of every page into its highlighted runs, as the browser does for the
 * pages it draws. Skipped without the corpus.
 */
export async function benchScriptView(): Promise<string[]> {
  const { corpus, present } = corpusFiles();
  const file = path.join(corpus, SCRIPT);
  if (!present || !fs.existsSync(file)) return [`script view skipped: no ${SCRIPT} in ${corpus}`];

  const screenplay = await parseScreenplay(new Uint8Array(fs.readFileSync(file)), {
    fileName: SCRIPT,
  });
  const analysis = analyzeScreenplay(screenplay);
  const items = analysis.items.map((item, at) =>
    highlightItem({ ...item, id: `item-${at}`, suggested_status: item.suggestedCode }),
  );

  const build = await time(async () => scriptViewModel(screenplay));
  const view = build.result;
  const segments = await time(async () => {
    const marks = marksByElement(items);
    let runs = 0;
    for (const page of view.pages) {
      for (const element of page.elements) {
        runs += segmentText(element.text, marks.get(element.index) ?? []).length;
      }
    }
    return runs;
  });
  const first = view.pages.slice(0, SERVER_PAGES).reduce((n, p) => n + p.elements.length, 0);
  const places = items.reduce((n, item) => n + item.occurrences.length, 0);
  return [
    `script view, ${SCRIPT} (${view.pages.length} pages, ${screenplay.elements.length} elements, ` +
      `${items.length} items in ${places} places; medians of ${build.runs} runs after a warm-up):`,
    `  page data built in ${formatMs(build.median)} (first ${formatMs(build.warmUp)}): ` +
      `${kb(JSON.stringify(view))}; items as the view gets them ${kb(JSON.stringify(items))}`,
    `  server-rendered HTML: title page and ${SERVER_PAGES} pages (${first} elements), ` +
      `the rest drawn on scroll; every page's highlight runs (${segments.result}) cut in ` +
      `${formatMs(segments.median)}`,
  ];
}
