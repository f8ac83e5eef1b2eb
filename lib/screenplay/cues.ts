/**
 * Character cues carry extensions in parentheses — (V.O.), (O.S.), (CONT'D) — and sometimes a
 * caret for dual dialogue. The cue's name is what identifies the character.
 */
const EXTENSION = /\s*\(([^()]*)\)\s*/g;
const CONTINUED = /^cont(['’]?d|inued|\.)?$/i;

export function splitCue(raw: string): { name: string; extension?: string } {
  const extensions: string[] = [];
  const name = raw
    .replace(/\^\s*$/, "")
    .replace(EXTENSION, (_match, inner: string) => {
      const value = inner.trim();
      if (value && !CONTINUED.test(value)) extensions.push(value);
      return " ";
    })
    .replace(/\s+/g, " ")
    .trim();
  return { name, ...(extensions.length ? { extension: extensions.join(", ") } : {}) };
}

/** "(MORE)" at a page break and "(CONT'D)"/"CONTINUED:" carry-overs are layout, not script. */
export function isContinuationMarker(line: string): boolean {
  return /^\s*\(\s*more\s*\)\s*$/i.test(line) || /^\s*\(?\s*continued\s*\)?\s*:?\s*$/i.test(line);
}
