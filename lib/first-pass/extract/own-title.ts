/**
 * The script's own title (docs/first-pass.md §4.7): the name on its title page is a work's title
 * a report checks like any other, against works and marks of the same name, though the other
 * finders never read it (it names the script, not something in it).
 */
import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import { signalOf, type TextMatch } from "../model";
import type { TextFinder } from "./finder";
import { nameKey, titleCase } from "./patterns";

const OWN_TITLE = signalOf("own-title", "The script's own title, on its title page");

/**
 * The title as a title-page element at `index`: its first line, as later lines are a subtitle, a
 * draft or an episode ("BRICK & STEEL / FULL RETIRED"), without Fountain's emphasis marks.
 */
export function ownTitleElement(screenplay: Screenplay, index: number): ScriptElement | undefined {
  const text = screenplay.titlePage.title
    ?.split("\n")
    .map((line) => line.replace(/[*_]+/g, "").trim())
    .find(Boolean);
  if (!text) return undefined;
  return { type: "general", text, page: 1, sceneIndex: 0, index, styleRuns: [] };
}

/** The whole title, as one work. */
export const findOwnTitle: TextFinder = (text) => {
  const name = text.trim();
  if (!/\p{L}/u.test(name)) return [];
  const start = text.indexOf(name);
  const canonical = titleCase(name);
  const match: TextMatch = {
    category: "work_title",
    text: name,
    key: nameKey(canonical),
    canonical,
    start,
    end: start + name.length,
    signals: [OWN_TITLE],
  };
  return [match];
};
