/**
 * What the PDF, the XLSX and the customer's page show of a version's title clearance, worded
 * once so the three read alike.
 */
import { TITLE_VERDICT_OPTIONS } from "@/config/title-clearance";
import { formatLongDay } from "@/lib/site/format-date";

import type { ReportTitleClearance } from "./snapshot";

type ReportTitle = ReportTitleClearance["titles"][number];

/** "Clear with caution". */
export const titleVerdictLabel = (verdict: ReportTitleClearance["verdict"]) =>
  TITLE_VERDICT_OPTIONS.find((option) => option.value === verdict)!.label;

/** The verdict's color name (Mantine's palette), as the researcher's workspace shows it. */
export const titleVerdictColor = (verdict: ReportTitleClearance["verdict"]) =>
  TITLE_VERDICT_OPTIONS.find((option) => option.value === verdict)!.color;

/** The attorney's opinion as the report names it, or that none was attached. */
export const opinionLine = (opinion: ReportTitleClearance["opinion"]) =>
  opinion
    ? `${opinion.name}, attached to this report version (download it beside the report)`
    : "None attached";

/** What was searched, where and when, and the opinion: label and value in reading order. */
export function titleClearanceFacts(title: ReportTitleClearance): [string, string][] {
  return [
    ["Verdict", titleVerdictLabel(title.verdict)],
    [
      title.candidates.length > 1 ? "Titles searched" : "Title searched",
      title.candidates.join("; "),
    ],
    ["Territories searched", title.territory],
    ["Media searched", title.media],
    ["Searched", title.searchedAt ? formatLongDay(title.searchedAt) : "Not recorded"],
    ["Attorney opinion", opinionLine(title.opinion)],
  ];
}

/** Why a found title is listed: the resemblance to which candidate, then the researcher's note. */
export function whySimilar(title: ReportTitle): string {
  const resemblance = `${title.similarity} (to “${title.candidate}”)`;
  return title.note ? `${resemblance}. ${title.note}` : resemblance;
}

/** "Film, 1998, United States, Ferrylight Pictures": what is known of the work, in that order. */
export const titleDetails = (title: ReportTitle) =>
  [title.medium, title.year, title.territory, title.owner].filter(Boolean).join(", ");
