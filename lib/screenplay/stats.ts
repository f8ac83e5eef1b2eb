import type { Screenplay } from "./model";

export type ScreenplayStats = {
  pageCount: number;
  pageCountExact: boolean;
  sceneCount: number;
  /** Distinct names of characters who have at least one line of dialogue. */
  speakingCharacters: number;
};

/** The figures a customer sees once their script has been read. */
export function screenplayStats(screenplay: Screenplay): ScreenplayStats {
  const speakers = new Set<string>();
  const { elements } = screenplay;
  elements.forEach((element, i) => {
    if (element.type !== "character") return;
    // A cue speaks when dialogue follows it, parentheticals aside.
    let next = i + 1;
    while (elements[next]?.type === "parenthetical") next++;
    if (elements[next]?.type === "dialogue") speakers.add(normaliseName(element.text));
  });
  return {
    pageCount: screenplay.pageCount,
    pageCountExact: screenplay.pageCountExact,
    sceneCount: screenplay.scenes.length,
    speakingCharacters: speakers.size,
  };
}

/** "Dr. Sarah  Ko" and "DR. SARAH KO" are one speaker. */
const normaliseName = (name: string) => name.replace(/\s+/g, " ").trim().toLocaleUpperCase("en");
