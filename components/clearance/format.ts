import type { Occurrence } from "@/lib/clearance/model";
import type { ElementType } from "@/lib/screenplay/model";

/** "1, 3–5, 9" from the pages an item occurs on, in any order and with repeats. */
export function pageRanges(pages: number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    ranges.push(sorted[i] === first ? `${first}` : `${first}–${sorted[i]}`);
  }
  return ranges.join(", ");
}

/** How much context the first pass keeps before a find when it cuts a snippet (lib/clearance/group.ts). */
const CONTEXT_BEFORE = 60;

/**
 * The occurrence's place in its snippet. The snippet is a cut of the element's text, so the
 * text is searched for; of several matches, the one nearest to where the find sits wins: its
 * own offset when nothing was cut before it, else about a context's length in.
 */
export function highlightIn(occurrence: Pick<Occurrence, "snippet" | "text" | "start">) {
  const { snippet, text } = occurrence;
  if (!text) return null;
  const expected = snippet.startsWith("…") ? CONTEXT_BEFORE : occurrence.start;
  let best = -1;
  for (let at = snippet.indexOf(text); at !== -1; at = snippet.indexOf(text, at + 1)) {
    if (best === -1 || Math.abs(at - expected) < Math.abs(best - expected)) best = at;
  }
  if (best === -1) return null;
  return {
    before: snippet.slice(0, best),
    match: snippet.slice(best, best + text.length),
    after: snippet.slice(best + text.length),
  };
}

/** Risk 0–100 as a colour: high, medium, low. */
export const riskColor = (risk: number) => (risk >= 67 ? "red" : risk >= 34 ? "yellow" : "teal");

export const ELEMENT_LABELS: Record<ElementType, string> = {
  scene_heading: "Scene heading",
  action: "Action",
  character: "Character cue",
  parenthetical: "Parenthetical",
  dialogue: "Dialogue",
  transition: "Transition",
  shot: "Shot",
  lyrics: "Lyrics",
  general: "Text",
};
