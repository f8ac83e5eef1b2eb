/**
 * Code points that print as an empty space yet are not whitespace to `\s`: the Braille blank and
 * the Hangul fillers (which fonts draw a letter wide). Zs is `\s` already; it is named so that the
 * class reads as what it is.
 */
const BLANK = /[\p{Zs}\u2800\u3164\uFFA0\u115F\u1160]/gu;

/**
 * Code points that print as nothing: format characters (zero-width spaces and joiners, bidi
 * marks, the soft hyphen, tags), the other default-ignorables (variation selectors, the Hangul
 * fillers not caught as blanks above) and control characters other than tabs and line breaks.
 */
const INVISIBLE = /(?![\t\n\v\f\r])[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * The text as it prints: blank code points become spaces and invisible ones go, so that a
 * script's lines and words are counted as a reader sees them (docs/product.md §3, script file).
 * Line breaks are kept.
 */
export function visibleText(text: string): string {
  return text.replace(BLANK, " ").replace(INVISIBLE, "");
}
