import type { Screenplay } from "@/lib/screenplay";

/**
 * The script's speaking cues without their extensions ("MAILMAN (V.O.)" is MAILMAN): the
 * labelling conventions leave generic ones (WOMAN, REPORTER) out, so an item that is only such a
 * cue counts neither way for lenient precision (docs/first-pass.md §2.3).
 */
export function roleCues(screenplay: Screenplay): string[] {
  const cues = new Set<string>();
  for (const element of screenplay.elements) {
    if (element.type !== "character") continue;
    const cue = element.text
      .replace(/\([^)]*\)/g, " ")
      .replace(/\^/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (cue) cues.add(cue);
  }
  return [...cues];
}
