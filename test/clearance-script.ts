import type { ScriptContext } from "@/lib/first-pass/extract/finder";
import type { ScriptElement } from "@/lib/screenplay/model";

/**
 * A tiny original screenplay for first-pass tests: speaking characters, a fictional phone number
 * and a brand. Finders are still growing, so tests assert on the character cues and on shapes.
 */
export const HARBOUR_LIGHT = `Title: The Harbour Light
Author: Test Writer

INT. HARBOUR CAFE - NIGHT

Rain streaks the window. DANA WHITLOCK (40s), a tired ferry pilot, nurses a Starbucks cup.

DANA
Call me at 555-0142 if the fog lifts.

OSKAR (O.S.)
It never lifts, Dana.

EXT. PIER - CONTINUOUS

Dana walks into the fog past a Starbucks sign.

DANA
Oskar? You still there?
`;

/** An action line for finder tests; spread it with the text under test. */
export const action: ScriptElement = {
  type: "action",
  text: "",
  page: 1,
  sceneIndex: 1,
  index: 0,
  styleRuns: [],
};

/** A script whose characters' names no finder needs to know. */
export const noCharacters: ScriptContext = { characterWords: new Set() };
