import { type Occurrence, SNIPPET_CONTEXT } from "@/lib/first-pass/model";
import type { ElementType } from "@/lib/screenplay/model";

/**
 * The occurrence's place in its snippet. The snippet is a cut of the element's text, so the
 * text is searched for; of several matches, the one nearest to where the find sits wins: its
 * own offset when nothing was cut before it, else about a context's length in.
 */
export function highlightIn(occurrence: Pick<Occurrence, "snippet" | "text" | "start">) {
  const { snippet, text } = occurrence;
  if (!text) return null;
  const expected = snippet.startsWith("…") ? SNIPPET_CONTEXT : occurrence.start;
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

/** Risk 0–100 as a color: high, medium, low. */
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
