import type { Segment } from "./build";

type Style = { bold: boolean; italic: boolean; underline: boolean };

/**
 * Fountain's inline emphasis — `*italic*`, `**bold**`, `***bold italic***`, `_underline_`,
 * with `\` escaping — as styled segments. A marker without a partner stays literal text.
 */
export function emphasisSegments(source: string): Segment[] {
  const tokens = tokenize(source);
  const paired = pairMarkers(tokens);
  const segments: Segment[] = [];
  const style: Style = { bold: false, italic: false, underline: false };
  let text = "";
  const flush = () => {
    if (!text) return;
    segments.push({
      text,
      ...(style.bold && { bold: true }),
      ...(style.italic && { italic: true }),
      ...(style.underline && { underline: true }),
    });
    text = "";
  };
  tokens.forEach((token, i) => {
    if (token.kind === "text" || !paired.has(i)) {
      text += token.value;
      return;
    }
    flush();
    if (token.value === "_") style.underline = !style.underline;
    if (token.value === "*" || token.value === "***") style.italic = !style.italic;
    if (token.value === "**" || token.value === "***") style.bold = !style.bold;
  });
  flush();
  return segments;
}

type Token = { kind: "text" | "marker"; value: string; canOpen?: boolean; canClose?: boolean };

const WORD = /[\p{L}\p{N}]/u;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  for (const match of source.matchAll(/\\([*_\\])|(\*{1,3}|_)|([^*_\\]+|\\)/g)) {
    if (match[1] !== undefined) tokens.push({ kind: "text", value: match[1] });
    else if (match[3] !== undefined) tokens.push({ kind: "text", value: match[3] });
    else {
      // An underscore inside a word (snake_case, @john_doe) is not emphasis.
      const before = source[match.index - 1] ?? " ";
      const after = source[match.index + match[2]!.length] ?? " ";
      const inWordUnderscore = match[2] === "_";
      tokens.push({
        kind: "marker",
        value: match[2]!,
        canOpen: !inWordUnderscore || !WORD.test(before),
        canClose: !inWordUnderscore || !WORD.test(after),
      });
    }
  }
  return tokens;
}

/** Indexes of markers that open or close a pair with the same marker later on. */
function pairMarkers(tokens: Token[]): Set<number> {
  const paired = new Set<number>();
  const open = new Map<string, number>();
  tokens.forEach((token, i) => {
    if (token.kind !== "marker") return;
    const opener = open.get(token.value);
    if (opener !== undefined && token.canClose) {
      paired.add(opener).add(i);
      open.delete(token.value);
    } else if (token.canOpen) {
      open.set(token.value, i);
    }
  });
  return paired;
}
