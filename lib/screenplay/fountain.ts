import { Fountain } from "fountain-js";

import { buildScreenplay, type RawElement } from "./build";
import { emphasisSegments } from "./emphasis";
import type { ElementType, Screenplay, SourceFormat } from "./model";

/** Fountain tokens that are script; sections, synopses and notes are the writer's own. */
const TOKEN_TYPES: Record<string, ElementType> = {
  scene_heading: "scene_heading",
  action: "action",
  character: "character",
  parenthetical: "parenthetical",
  dialogue: "dialogue",
  transition: "transition",
  lyrics: "lyrics",
  centered: "general",
};

const TITLE_KEYS: Record<string, string> = {
  draft_date: "draft date",
  date: "draft date",
  authors: "author",
};

/**
 * Fountain 1.1 (and plain-text screenplays, which Fountain reads as they are): forced elements,
 * title page, notes and boneyard removed, sections and synopses skipped, dual dialogue, emphasis.
 */
export function parseFountain(text: string, format: SourceFormat = "fountain"): Screenplay {
  const tokens = new Fountain().parse(text.replace(/\r\n?/g, "\n"), true).tokens;
  const titlePage: Record<string, string> = {};
  const raw: RawElement[] = [];
  let dual: "left" | "right" | undefined;
  let pageBreak = false;

  for (const token of tokens) {
    if (token.is_title) {
      titlePage[TITLE_KEYS[token.type] ?? token.type] = plain(token.text ?? "");
      continue;
    }
    if (token.type === "dialogue_begin") dual = token.dual as typeof dual;
    if (token.type === "dialogue_end") dual = undefined;
    if (token.type === "page_break") pageBreak = true;
    const type = TOKEN_TYPES[token.type];
    if (!type || token.text === undefined) continue;
    raw.push({
      type,
      segments: emphasisSegments(cleanText(token.type, token.text)),
      ...(token.scene_number ? { sceneNumber: token.scene_number } : {}),
      ...(dual ? { dual } : {}),
      ...(pageBreak ? { pageBreakBefore: true } : {}),
    });
    pageBreak = false;
  }
  return buildScreenplay(format, raw, { titlePage });
}

/** Removes what is markup rather than script: inline notes, forced-element signs, line breaks markers. */
function cleanText(type: string, text: string): string {
  let clean = text.replace(/\[\[[\s\S]*?\]\]/g, " ");
  if (type === "transition") clean = clean.replace(/^\s*>\s*/, "");
  if (type === "character") clean = clean.replace(/^\s*@/, "");
  if (type === "action") clean = clean.replace(/^\s*!/, "");
  if (type === "lyrics") clean = clean.replace(/^\s*~/gm, "");
  return clean.replace(/<br\s*\/?>/gi, " ");
}

function plain(text: string): string {
  return emphasisSegments(text.replace(/<br\s*\/?>/gi, "\n"))
    .map((segment) => segment.text)
    .join("")
    .trim();
}
