/**
 * The answer key for real screenplays from the shared corpus (issue: first pass on real
 * screenplays). Labelled by hand from the script alone, before anyone looked at what the first
 * pass says of it. Only item names and scene numbers are kept here, never the script's text: the
 * screenplays are read from ../shared/corpus at run time.
 */
import type { Label } from "../labels";

export type RealLabel = Label & {
  /** The scene (`ScriptElement.sceneIndex`: 0 before the first heading) of its first mention. */
  scene: number;
  /** Found on the title page (contact address, phone, e-mail, registration number). */
  titlePage?: boolean;
};

export type RealScriptLabels = {
  /** The file's name in ../shared/corpus/screenplays. */
  file: string;
  genre: string;
  /** Where and when the story is set, which decides what is real. */
  setting: string;
  items: RealLabel[];
  /** Texts that must never become items (generic heading words, idioms, deities). */
  ignore?: string[];
};
