import { Fountain } from "fountain-js";

import { buildScreenplay, type RawElement } from "./build";
import { emphasisSegments } from "./emphasis";
import { ScreenplayError } from "./errors";
import type { ElementType, Screenplay, SourceFormat } from "./model";
import { visibleText } from "./visible-text";

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
  const tokens = fountainTokens(withSynopsesApart(visibleText(text).replace(/\r\n?/g, "\n")));
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
    const sung = token.type === "dialogue" && token.text?.startsWith(`${SUNG}~`);
    const type = sung ? "lyrics" : TOKEN_TYPES[token.type];
    if (!type || token.text === undefined) continue;
    raw.push({
      type,
      segments: emphasisSegments(cleanText(sung ? "lyrics" : token.type, token.text)),
      ...(token.scene_number ? { sceneNumber: token.scene_number } : {}),
      ...(dual ? { dual } : {}),
      ...(pageBreak ? { pageBreakBefore: true } : {}),
    });
    pageBreak = false;
  }
  return buildScreenplay(format, raw, { titlePage });
}

/**
 * Each synopsis ("= Meet Walter.") set apart by blank lines: fountain-js takes one only as a block
 * of its own, and reads a writer's run of them as action, which the script does not print.
 */
function withSynopsesApart(text: string): string {
  return text.replace(/^=(?!==)[^\n]*$/gm, (synopsis) => `\n${synopsis}\n`);
}

/** Marks a lyric line that opens a speech, which fountain-js cannot take as it is. */
const SUNG = "\u2063";

/**
 * fountain-js's tokens. Version 1.2 throws on a speech that opens with a lyric ("MARY" then
 * "~Happy days…"); such lines are then read again as marked dialogue and turned back into
 * lyrics. Any other failure of the library means the text is not a screenplay it can read.
 */
function fountainTokens(text: string) {
  try {
    return new Fountain().parse(text, true).tokens;
  } catch {
    try {
      return new Fountain().parse(text.replace(/(\S[^\n]*\n)~/g, `$1${SUNG}~`), true).tokens;
    } catch {
      throw new ScreenplayError("noScript");
    }
  }
}

/** Removes what is markup rather than script: inline notes, forced-element signs, line breaks markers. */
function cleanText(type: string, text: string): string {
  let clean = text.replace(/\[\[[\s\S]*?\]\]/g, " ").replaceAll(SUNG, "");
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
