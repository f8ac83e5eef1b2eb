/**
 * Some files type a speech one printed line to a paragraph (FDX files converted from print), so
 * the parse gives one dialogue element per line and a name broken across lines ("the Commerce⏎
 * Building", "Polack⏎Mike's") is read as two halves or not at all. The analysis reads such a speech
 * as one element, and each find is put back in the line where it starts.
 */
import type { ScriptElement, Screenplay } from "@/lib/screenplay/model";

import type { Candidate } from "./model";

/** One line of a joined speech: its element, and where its text starts in the joined text. */
type Line = { element: ScriptElement; offset: number };

export type JoinedSpeeches = {
  /** The screenplay with each run of dialogue elements made one element. */
  screenplay: Screenplay;
  /** A candidate found in the joined screenplay, in the element of the line it starts in. */
  inOwnLine: (candidate: Candidate) => Candidate;
};

export function joinSpeeches(screenplay: Screenplay, maxChars: number): JoinedSpeeches {
  /** The lines of each joined element, by the index of its first. */
  const linesOf = new Map<number, Line[]>();
  const elements: ScriptElement[] = [];
  for (const element of screenplay.elements) {
    const previous = elements.at(-1);
    const lines = previous && linesOf.get(previous.index);
    const joinable =
      element.type === "dialogue" &&
      previous?.type === "dialogue" &&
      previous.sceneIndex === element.sceneIndex &&
      previous.text.length + element.text.length < maxChars;
    if (!joinable) {
      elements.push(element);
      continue;
    }
    const offset = previous.text.length + 1;
    if (lines) lines.push({ element, offset });
    else
      linesOf.set(previous.index, [
        { element: previous, offset: 0 },
        { element, offset },
      ]);
    elements[elements.length - 1] = { ...previous, text: `${previous.text} ${element.text}` };
  }
  if (linesOf.size === 0) return { screenplay, inOwnLine: (candidate) => candidate };

  const inOwnLine = (candidate: Candidate): Candidate => {
    const lines = linesOf.get(candidate.elementIndex);
    if (!lines) return candidate;
    const line = lines.findLast((each) => each.offset <= candidate.start)!;
    if (line.offset === 0 && candidate.end <= line.element.text.length) return candidate;
    return {
      ...candidate,
      elementIndex: line.element.index,
      start: candidate.start - line.offset,
      // A name that runs on into the next line is marked in its first.
      end: Math.min(candidate.end - line.offset, line.element.text.length),
    };
  };
  return { screenplay: { ...screenplay, elements }, inOwnLine };
}
