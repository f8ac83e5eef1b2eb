import { visibleText } from "./visible-text";

describe("visibleText", () => {
  it.each([
    ["the Braille blank (U+2800)", "She\u2800waits.", "She waits."],
    ["the Hangul filler (U+3164)", "She\u3164waits.", "She waits."],
    ["the halfwidth Hangul filler (U+FFA0)", "She\uFFA0waits.", "She waits."],
    ["the Hangul choseong filler (U+115F)", "She\u115Fwaits.", "She waits."],
    ["the Hangul jungseong filler (U+1160)", "She\u1160waits.", "She waits."],
    ["a no-break space (Zs)", "She\u00A0waits.", "She waits."],
    ["an ideographic space (Zs)", "She\u3000waits.", "She waits."],
    ["a hair space (Zs)", "She\u200Awaits.", "She waits."],
    ["a zero-width space (Cf)", "She\u200Bwaits.", "Shewaits."],
    ["a zero-width joiner (Cf)", "Sh\u200De waits.", "She waits."],
    ["a zero-width non-joiner (Cf)", "Sh\u200Ce waits.", "She waits."],
    ["a word joiner (Cf)", "She\u2060 waits.", "She waits."],
    ["a zero-width no-break space inside text (Cf)", "She\uFEFF waits.", "She waits."],
    ["a soft hyphen (Cf)", "wai\u00ADts", "waits"],
    ["bidi marks and isolates (Cf)", "\u200EShe\u200F \u2066waits\u2069.", "She waits."],
    ["the invisible operators (Cf)", "a\u2062b\u2063c\u2064d", "abcd"],
    ["the Mongolian vowel separator (Cf)", "She\u180E waits.", "She waits."],
    ["a variation selector (default-ignorable)", "She\uFE0F waits.", "She waits."],
    ["a combining grapheme joiner (default-ignorable)", "She\u034F waits.", "She waits."],
    ["a tag character (Cf)", "She\u{E0041} waits.", "She waits."],
    ["an escape and a C1 control (Cc)", "She\u001B\u0085 waits.", "She waits."],
  ])("%s", (_name, text, printed) => {
    expect(visibleText(text)).toBe(printed);
  });

  it("keeps ordinary whitespace and line breaks, and every visible character", () => {
    const text = "INT. CAFÉ - NIGHT\n\n\tRENÉ\n(à voix basse)\nΚαλησπέρα, 你好! 🎬\r\n";
    expect(visibleText(text)).toBe(text);
  });
});
