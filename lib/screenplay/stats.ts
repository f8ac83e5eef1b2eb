import type { Screenplay, ScriptElement } from "./model";

export type ScreenplayStats = {
  pageCount: number;
  pageCountExact: boolean;
  sceneCount: number;
  /** Distinct names of characters who have at least one line of dialogue. */
  speakingCharacters: number;
};

/** The figures a customer sees once their script has been read. */
export function screenplayStats(screenplay: Screenplay): ScreenplayStats {
  return {
    pageCount: screenplay.pageCount,
    pageCountExact: screenplay.pageCountExact,
    sceneCount: screenplay.scenes.length,
    speakingCharacters: speechesBySpeaker(screenplay.elements).size,
  };
}

/** How many speeches each character makes: a cue speaks when dialogue follows it. */
export function speechesBySpeaker(elements: ScriptElement[]): Map<string, number> {
  const speeches = new Map<string, number>();
  elements.forEach((element, i) => {
    if (element.type !== "character") return;
    // Parentheticals may come between the cue and its dialogue.
    let next = i + 1;
    while (elements[next]?.type === "parenthetical") next++;
    if (elements[next]?.type !== "dialogue") return;
    const speaker = normaliseName(element.text);
    speeches.set(speaker, (speeches.get(speaker) ?? 0) + 1);
  });
  return speeches;
}

/** "Dr. Sarah  Ko" and "DR. SARAH KO" are one speaker. */
const normaliseName = (name: string) => name.replace(/\s+/g, " ").trim().toLocaleUpperCase("en");
